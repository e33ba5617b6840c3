/** Route parameter schemas shared by the areas: entity ids are positive integers, pages count from 1. */
import * as z from 'zod/mini';

export const positiveId = z.coerce.number().check(z.int('validation.invalid'), z.positive('validation.invalid'), z.lte(2_147_483_647, 'validation.invalid'));

export const idParam = z.object({ id: positiveId });

/** A page number of a paged list (far more pages than any list has). */
export const pageNumber = z.coerce.number().check(z.int('validation.invalid'), z.minimum(1, 'validation.invalid'), z.maximum(10_000, 'validation.invalid'));

/** Items per page of a card list (watchlist, purchases): 1 to 60, 12 by default. */
export const cardPageSize = z._default(
  z.coerce.number().check(z.int('validation.invalid'), z.minimum(1, 'validation.invalid'), z.maximum(60, 'validation.invalid')),
  12,
);

/** The locale middleware reads storeCode; list queries accept it so a valid call is never refused for it. */
export const storeCode = z.optional(z.string().check(z.maxLength(5, 'validation.invalid')));
