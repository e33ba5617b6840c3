/**
 * How long an invalidated bidding claim or an ended sign-in matters: until every access token issued before it has
 * expired. Shared by the worker, which records them, and the auction objects, which keep the recent ones.
 */

/** Lifetime of an access token, in seconds. */
export const ACCESS_TOKEN_TTL_S = 15 * 60;

/** Older invalidations cannot matter: every token issued before them has expired. Kept a minute longer for skew. */
export const INVALIDATION_WINDOW_MS = ACCESS_TOKEN_TTL_S * 1000 + 60_000;

/** Customer id of a revocation that stands for every merchant (new terms in force). */
export const EVERYONE = 0;
