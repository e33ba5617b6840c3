/**
 * The auction's binding commands (docs/architecture.md, Auction calls): bid, bidding agent, buy-now, late offer and
 * renegotiation. They run on the access token's claims and one call to the auction's Durable Object: no D1 read on
 * the bid path. Only when the claims themselves are the reason for a refusal (or an operator invalidated them) are
 * the facts read from D1 once, the command decided again, and a cookie client given a fresh token.
 */
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { actorFromClaims, isClaimRefusal } from '../../domain/auction/bidding-claims.ts';
import type { RoomCommand, RoomResult } from '../../durable-objects/auction-room.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { answerRoom, auctionAmount, auctionRequestId } from '../lib/auction-answer.ts';
import { setAccessCookie } from '../lib/auth-cookies.ts';
import { positiveId } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { requireClaims } from '../middleware/claims.ts';
import { auctionRoom } from '../services/auctions/rooms.ts';
import { reissueAccessToken } from '../services/auth/sessions.ts';
import { authSecret } from '../services/auth/secret.ts';

export const auctionCommandRoutes = new Hono<AppEnv>();

const auctionParam = z.object({ auctionId: positiveId });

auctionCommandRoutes.use('/private/auction/:auctionId/*', requireClaims);

/** Decides again with the facts in D1, and hands a cookie client the token that carries them. */
async function withFreshClaims(c: Context<AppEnv>, auctionId: number, command: RoomCommand, requestId: string | undefined): Promise<RoomResult | null> {
  const { customerId, familyId } = c.get('claims');
  const fresh = await reissueAccessToken(c.get('db'), authSecret(c.env), customerId, familyId);
  if (!fresh) return null;
  if (c.get('auth')?.via === 'cookie') setAccessCookie(c, fresh.token, fresh.expiresAt);
  const now = Date.now();
  const actor = actorFromClaims(customerId, fresh.bidding, fresh.roles.includes('admin'), now);
  // The facts were read just now, after any revocation the object knows of.
  return auctionRoom(c.env, auctionId).run(auctionId, actor, command, requestId, { issuedAt: now, familyId });
}

async function send(c: Context<AppEnv>, auctionId: number, command: RoomCommand, requestId?: string) {
  const claims = c.get('claims');
  const actor = actorFromClaims(claims.customerId, claims.bidding, claims.roles.includes('admin'), Date.now());
  const result = await auctionRoom(c.env, auctionId).run(auctionId, actor, command, requestId, { issuedAt: claims.issuedAt, familyId: claims.familyId });
  const recheck = !result.ok && (result.code === 'claims_stale' || isClaimRefusal(result.code));
  return answerRoom(c, (recheck && (await withFreshClaims(c, auctionId, command, requestId))) || result);
}

auctionCommandRoutes.post('/private/auction/:auctionId/bid', validate('param', auctionParam), validate('json', z.object({ amount: auctionAmount, requestId: auctionRequestId })), async (c) => {
  const body = c.req.valid('json');
  return send(c, c.req.valid('param').auctionId, { type: 'bid', amount: body.amount }, body.requestId);
});

auctionCommandRoutes.put('/private/auction/:auctionId/agent', validate('param', auctionParam), validate('json', z.object({ maxAmount: auctionAmount })), async (c) =>
  send(c, c.req.valid('param').auctionId, { type: 'set_agent', maxAmount: c.req.valid('json').maxAmount }),
);

auctionCommandRoutes.delete('/private/auction/:auctionId/agent', validate('param', auctionParam), async (c) => send(c, c.req.valid('param').auctionId, { type: 'remove_agent' }));

auctionCommandRoutes.post('/private/auction/:auctionId/buy-now', validate('param', auctionParam), validate('json', z.object({ requestId: auctionRequestId })), async (c) =>
  send(c, c.req.valid('param').auctionId, { type: 'buy_now' }, c.req.valid('json').requestId),
);

auctionCommandRoutes.post('/private/auction/:auctionId/late-offer', validate('param', auctionParam), validate('json', z.object({ amount: auctionAmount, requestId: auctionRequestId })), async (c) => {
  const body = c.req.valid('json');
  return send(c, c.req.valid('param').auctionId, { type: 'late_offer', amount: body.amount }, body.requestId);
});

const renegotiation = z.object({
  action: z.enum(['accept', 'counter', 'decline', 'decline_and_restart', 'pause'], 'validation.invalid'),
  amount: z.optional(auctionAmount),
});

auctionCommandRoutes.post('/private/auction/:auctionId/renegotiation', validate('param', auctionParam), validate('json', renegotiation), async (c) => {
  const { action, amount } = c.req.valid('json');
  if (action === 'counter' && amount === undefined) throw new ApiError(400, 'validation_failed', { amount: 'validation.required' });
  return send(c, c.req.valid('param').auctionId, { type: 'renegotiate', action, amount });
});
