/** Route parameter schemas shared by the areas: entity ids are positive integers, pages count from 1. */
import * as z from 'zod/mini';

export const positiveId = z.coerce.number().check(z.int('validation.invalid'), z.positive('validation.invalid'), z.lte(2_147_483_647, 'validation.invalid'));

export const idParam = z.object({ id: positiveId });

/** A page number of a paged list (far more pages than any list has). */
export const pageNumber = z.coerce.number().check(z.int('validation.invalid'), z.minimum(1, 'validation.invalid'), z.maximum(10_000, 'validation.invalid'));
