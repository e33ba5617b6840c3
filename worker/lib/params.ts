/** Route parameter schemas shared by the areas: entity ids are positive integers. */
import * as z from 'zod/mini';

export const positiveId = z.coerce.number().check(z.int('validation.invalid'), z.positive('validation.invalid'), z.lte(2_147_483_647, 'validation.invalid'));

export const idParam = z.object({ id: positiveId });
