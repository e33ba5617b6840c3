/** Turns an auction object's answer into the HTTP answer, and the input rules every auction call shares. */
import type { Context } from 'hono';
import * as z from 'zod/mini';
import { auctionErrorStatus } from '../../domain/auction/errors.ts';
import { formatEuro } from '../../domain/format.ts';
import type { RoomResult } from '../../durable-objects/auction-room.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from './api-error.ts';

/** Nothing in an auction may exceed this (docs/decisions.md, Auctions: typing-error guard). */
const MAX_AMOUNT = 5_000_000;

export const auctionAmount = z.int('validation.integer').check(z.minimum(1, 'validation.min_value'), z.maximum(MAX_AMOUNT, 'validation.max_value'));
export const auctionRequestId = z
  .string('validation.required')
  .check(z.minLength(8, 'validation.min'), z.maxLength(64, 'validation.max'), z.regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid'));

/** The snapshot, or the rejection (localized, with its amounts formatted) with the snapshot beside it. */
export function answerRoom(c: Context<AppEnv>, result: RoomResult) {
  if (result.ok) return c.json({ ...result.snapshot, ...(result.outcome ? { outcome: result.outcome } : {}), ...(result.replayed ? { replayed: true } : {}) });
  // The token's sign-in ended (logout, password change, deletion): the caller is not signed in any more.
  if (result.code === 'session_ended') throw new ApiError(401, 'unauthorized');
  const params = Object.fromEntries(Object.entries(result.details ?? {}).map(([key, value]) => [key, formatEuro(value)]));
  // A repeated request's refusal is its first answer again, marked as an acceptance's repeat is.
  const extra = result.snapshot ? { snapshot: result.snapshot, details: result.details ?? {}, ...(result.replayed ? { replayed: true } : {}) } : undefined;
  throw new ApiError(auctionErrorStatus(result.code), result.code, undefined, params, extra);
}
