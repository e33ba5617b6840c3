/**
 * Auction calls (fixed in DESIGN section 4): bid, bidding agent, buy-now, late offer, renegotiation, the seller's
 * stop and resubmit, the snapshot and the live socket. Every answer carries the auction snapshot; rejections use the
 * rule's code with its own status and change nothing.
 */
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { canDeleteAd } from '../../domain/ad-deletion.ts';
import { isPublic } from '../../domain/auction-status.ts';
import { actorOf } from '../../domain/auction/actors.ts';
import { auctionErrorStatus } from '../../domain/auction/errors.ts';
import type { Actor } from '../../domain/auction/types.ts';
import { formatEuro } from '../../domain/format.ts';
import type { RoomCommand, RoomResult } from '../../durable-objects/auction-room.ts';
import { findProductSummary } from '../db/repositories/products.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { positiveId } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { auctionForReview, currentAuctionId, markProductDeleted } from '../db/repositories/auctions.ts';
import { auctionRoom } from '../services/auctions/rooms.ts';

export const auctionRoutes = new Hono<AppEnv>();

const MAX_AMOUNT = 5_000_000;
const amount = z.int('validation.integer').check(z.minimum(1, 'validation.min_value'), z.maximum(MAX_AMOUNT, 'validation.max_value'));
const requestId = z.string('validation.required').check(z.minLength(8, 'validation.min'), z.maxLength(64, 'validation.max'), z.regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid'));
const auctionParam = z.object({ auctionId: positiveId });
const productParam = z.object({ id: positiveId });

function actor(c: Context<AppEnv>): Actor {
  const found = actorOf(c.get('viewer'));
  if (!found) throw new ApiError(401, 'unauthorized');
  return found;
}

/** Turns the object's answer into the HTTP answer: the snapshot, or the rejection with the snapshot beside it. */
function answer(c: Context<AppEnv>, result: RoomResult) {
  if (result.ok) return c.json({ ...result.snapshot, ...(result.outcome ? { outcome: result.outcome } : {}), ...(result.replayed ? { replayed: true } : {}) });
  const params = Object.fromEntries(Object.entries(result.details ?? {}).map(([key, value]) => [key, formatEuro(value)]));
  throw new ApiError(auctionErrorStatus(result.code), result.code, undefined, params, result.snapshot ? { snapshot: result.snapshot, details: result.details ?? {} } : undefined);
}

async function send(c: Context<AppEnv>, auctionId: number, command: RoomCommand, request?: string) {
  return answer(c, await auctionRoom(c.env, auctionId).run(auctionId, actor(c), command, request));
}

/** The snapshot for this viewer; auctions outside the catalogue (in review, stopped) only for their seller and operators. */
async function visibleSnapshot(c: Context<AppEnv>, auctionId: number) {
  const customer = c.get('viewer').customer;
  const view = await auctionRoom(c.env, auctionId).snapshot(auctionId, customer?.customerId ?? null);
  if (!view || (!isPublic(view.status) && view.context.role !== 'seller' && !customer?.isAdmin)) throw new ApiError(404, 'not_found');
  return view;
}

auctionRoutes.get('/public/auction/:auctionId', validate('param', auctionParam), async (c) => c.json(await visibleSnapshot(c, c.req.valid('param').auctionId)));

auctionRoutes.get('/public/auction/:auctionId/live', validate('param', auctionParam), async (c) => {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw new ApiError(426, 'upgrade_required');
  const { auctionId } = c.req.valid('param');
  await visibleSnapshot(c, auctionId);
  const since = c.req.query('since');
  const url = new URL('https://auction.internal/live');
  url.searchParams.set('auctionId', String(auctionId));
  if (since && /^\d{1,12}$/.test(since)) url.searchParams.set('since', since);
  // Only the worker says who is watching: a client cannot pass its own viewer header through.
  const headers = new Headers({ Upgrade: 'websocket', 'X-Viewer-Id': String(c.get('viewer').customer?.customerId ?? '') });
  const upgraded = await auctionRoom(c.env, auctionId).fetch(new Request(url, { headers }));
  // The object's 101 answer has immutable headers; a copy lets the app's middleware (secure headers, cookies) add theirs.
  return new Response(upgraded.body, { status: upgraded.status, headers: new Headers(upgraded.headers), webSocket: upgraded.webSocket });
});

auctionRoutes.post('/private/auction/:auctionId/bid', validate('param', auctionParam), validate('json', z.object({ amount, requestId })), async (c) => {
  const body = c.req.valid('json');
  return send(c, c.req.valid('param').auctionId, { type: 'bid', amount: body.amount }, body.requestId);
});

auctionRoutes.put('/private/auction/:auctionId/agent', validate('param', auctionParam), validate('json', z.object({ maxAmount: amount })), async (c) =>
  send(c, c.req.valid('param').auctionId, { type: 'set_agent', maxAmount: c.req.valid('json').maxAmount }),
);

auctionRoutes.delete('/private/auction/:auctionId/agent', validate('param', auctionParam), async (c) => send(c, c.req.valid('param').auctionId, { type: 'remove_agent' }));

auctionRoutes.post('/private/auction/:auctionId/buy-now', validate('param', auctionParam), validate('json', z.object({ requestId })), async (c) =>
  send(c, c.req.valid('param').auctionId, { type: 'buy_now' }, c.req.valid('json').requestId),
);

auctionRoutes.post('/private/auction/:auctionId/late-offer', validate('param', auctionParam), validate('json', z.object({ amount, requestId })), async (c) => {
  const body = c.req.valid('json');
  return send(c, c.req.valid('param').auctionId, { type: 'late_offer', amount: body.amount }, body.requestId);
});

const renegotiation = z.object({
  action: z.enum(['accept', 'counter', 'decline', 'decline_and_restart', 'pause'], 'validation.invalid'),
  amount: z.optional(amount),
});

auctionRoutes.post('/private/auction/:auctionId/renegotiation', validate('param', auctionParam), validate('json', renegotiation), async (c) => {
  const { action, amount: offered } = c.req.valid('json');
  if (action === 'counter' && offered === undefined) throw new ApiError(400, 'validation_failed', { amount: 'validation.required' });
  return send(c, c.req.valid('param').auctionId, { type: 'renegotiate', action, amount: offered });
});

/** The seller's own product's current auction; anyone else learns nothing about it (404). */
async function ownAuctionId(c: Context<AppEnv>, productId: number): Promise<number> {
  const product = await findProductSummary(c.get('db'), productId);
  const auctionId = product && product.customerId === actor(c).customerId ? await currentAuctionId(c.env.DB, productId) : null;
  if (auctionId === null) throw new ApiError(404, 'product_not_found');
  return auctionId;
}

auctionRoutes.post('/private/product/:id/stop', validate('param', productParam), async (c) => send(c, await ownAuctionId(c, c.req.valid('param').id), { type: 'stop' }));

auctionRoutes.post('/private/product/:id/resubmit', validate('param', productParam), validate('json', z.object({ minimumPrice: z.optional(amount) })), async (c) =>
  send(c, await ownAuctionId(c, c.req.valid('param').id), { type: 'resubmit', minimumPrice: c.req.valid('json').minimumPrice }),
);

/** The seller deletes the ad (soft: orders and history keep their product); a published auction is stopped first. */
auctionRoutes.delete('/private/product/:id', validate('param', productParam), async (c) => {
  const productId = c.req.valid('param').id;
  const product = await findProductSummary(c.get('db'), productId);
  if (!product || product.customerId !== actor(c).customerId) throw new ApiError(404, 'product_not_found');
  if (!canDeleteAd(product.status)) throw new ApiError(409, 'wrong_status');
  const auctionId = await currentAuctionId(c.env.DB, productId);
  if (auctionId !== null && product.status === 'published') {
    const stopped = await auctionRoom(c.env, auctionId).run(auctionId, actor(c), { type: 'stop' });
    if (!stopped.ok) answer(c, stopped);
  }
  await markProductDeleted(c.env.DB, productId, Date.now());
  return c.body(null, 204);
});

/** The operator publishes a reviewed ad: its auction gets its schedule (weekday 14:00-17:00 Berlin, at most 24 h). */
auctionRoutes.post('/admin/api/products/:id/publish', validate('param', productParam), async (c) => {
  const auctionId = await auctionForReview(c.env.DB, c.req.valid('param').id);
  if (auctionId === null) throw new ApiError(404, 'product_not_found');
  return send(c, auctionId, { type: 'publish' });
});
