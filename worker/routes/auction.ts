/**
 * Auction calls that need to know the viewer (docs/architecture.md, Auction calls): the snapshot and the live socket,
 * the seller's stop, resubmit and deletion, the operator's publication. The binding commands (bid, agent, buy-now,
 * late offer, renegotiation) run on token claims alone, in auction-commands.ts. Rejections change nothing.
 */
import { Hono, type Context } from 'hono';
import * as z from 'zod/mini';
import { canDeleteAd } from '../../domain/ad-deletion.ts';
import { WITHDRAWAL_NOTE_MAX, WITHDRAWAL_REASONS } from '../../domain/ad-withdrawal.ts';
import { isPublic } from '../../domain/auction-status.ts';
import { actorOf } from '../../domain/auction/actors.ts';
import type { Actor } from '../../domain/auction/types.ts';
import type { RoomCommand } from '../../durable-objects/auction-room.ts';
import { findProductSummary } from '../db/repositories/products.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { answerRoom, auctionAmount } from '../lib/auction-answer.ts';
import { positiveId } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { clearWithdrawal } from '../db/repositories/ad-withdrawals.ts';
import { auctionForReview, currentAuctionId, markProductDeleted } from '../db/repositories/auctions.ts';
import { assertDirectSaleOf } from '../services/ads/direct-sale-check.ts';
import { withdrawAd } from '../services/ads/withdraw-ad.ts';
import { ABUSE_LIMITS, limitClient } from '../services/abuse-limits.ts';
import { liveOriginAllowed, liveViewerHeaders, watchingLive } from '../services/auctions/live-sessions.ts';
import { auctionRoom } from '../services/auctions/rooms.ts';
import { recordRequestEvent } from '../services/security-events.ts';

export const auctionRoutes = new Hono<AppEnv>();

const auctionParam = z.object({ auctionId: positiveId });
const productParam = z.object({ id: positiveId });

function actor(c: Context<AppEnv>): Actor {
  const found = actorOf(c.get('viewer'));
  if (!found) throw new ApiError(401, 'unauthorized');
  // The admin flag alone is no operator: operator rights in the room need this sign-in's second factor.
  return { ...found, operator: c.get('operator') };
}

async function send(c: Context<AppEnv>, auctionId: number, command: RoomCommand, request?: string) {
  return answerRoom(c, await auctionRoom(c.env, auctionId).run(auctionId, actor(c), command, request));
}

/** The snapshot for this viewer; auctions outside the catalogue (in review, stopped) only for their seller and operators. */
async function visibleSnapshot(c: Context<AppEnv>, auctionId: number) {
  const customer = c.get('viewer').customer;
  const view = await auctionRoom(c.env, auctionId).snapshot(auctionId, customer?.customerId ?? null);
  if (!view || (!isPublic(view.status) && view.context.role !== 'seller' && !c.get('operator'))) throw new ApiError(404, 'not_found');
  return view;
}

auctionRoutes.get('/public/auction/:auctionId', validate('param', auctionParam), async (c) => c.json(await visibleSnapshot(c, c.req.valid('param').auctionId)));

auctionRoutes.get('/public/auction/:auctionId/live', validate('param', auctionParam), async (c) => {
  if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw new ApiError(426, 'upgrade_required');
  // A token of an ended sign-in is refused, not served as a visitor's socket.
  if (c.get('credentialsRefused')) throw new ApiError(401, 'unauthorized');
  // Only this site's pages may open a socket with the visitor's cookies (no cross-site socket hijacking).
  if (!liveOriginAllowed(c.req.header('Origin'), { requestUrl: c.req.url, publicOrigin: c.env.PUBLIC_ORIGIN, hosts: c.get('hosts') })) throw new ApiError(403, 'forbidden');
  // Socket opens per client across auctions, counted before any auction object is asked.
  await limitClient(c, ABUSE_LIMITS.liveSocket);
  const { auctionId } = c.req.valid('param');
  const since = c.req.query('since');
  const url = new URL('https://auction.internal/live');
  url.searchParams.set('auctionId', String(auctionId));
  if (since && /^\d{1,12}$/.test(since)) url.searchParams.set('since', since);
  // Only the worker says who is watching: the headers are built fresh, a client cannot pass its own through. The
  // object decides visibility (outside the catalogue only the seller and operators) and the socket caps.
  const upgraded = await auctionRoom(c.env, auctionId).fetch(new Request(url, { headers: await liveViewerHeaders(c) }));
  if (upgraded.status === 404) throw new ApiError(404, 'not_found');
  if (upgraded.status === 429) throw new ApiError(429, 'too_many_requests');
  const auth = c.get('auth');
  if (upgraded.webSocket && auth && c.get('viewer').customer) await watchingLive(c.env, auth.customerId, auctionId, auth.accessExpiresAt);
  // The object's 101 answer has immutable headers; a copy lets the app's middleware (secure headers, cookies) add theirs.
  return new Response(upgraded.body, { status: upgraded.status, headers: new Headers(upgraded.headers), webSocket: upgraded.webSocket });
});

/** The seller's own product's current auction; anyone else learns nothing about it (404). */
async function ownAuctionId(c: Context<AppEnv>, productId: number): Promise<number> {
  const product = await findProductSummary(c.get('db'), productId);
  const auctionId = product && product.customerId === actor(c).customerId ? await currentAuctionId(c.env.DB, productId) : null;
  if (auctionId === null) throw new ApiError(404, 'product_not_found');
  return auctionId;
}

auctionRoutes.post('/private/product/:id/stop', validate('param', productParam), async (c) => send(c, await ownAuctionId(c, c.req.valid('param').id), { type: 'stop' }));

auctionRoutes.post('/private/product/:id/resubmit', validate('param', productParam), validate('json', z.object({ minimumPrice: z.optional(auctionAmount) })), async (c) => {
  const productId = c.req.valid('param').id;
  const auctionId = await ownAuctionId(c, productId);
  // A new round is a direct sale again: the pickup must be within 6 weeks of now.
  await assertDirectSaleOf(c.get('db'), productId);
  const answer = await send(c, auctionId, { type: 'resubmit', minimumPrice: c.req.valid('json').minimumPrice });
  // Back on offer: an earlier "sold or not selling" no longer describes the ad.
  await clearWithdrawal(c.get('db'), productId);
  return answer;
});

const withdrawBody = z.object({
  reason: z.enum(WITHDRAWAL_REASONS, 'validation.invalid'),
  note: z.optional(z.string('validation.invalid').check(z.maxLength(WITHDRAWAL_NOTE_MAX, 'validation.max'))),
});

/** "Sold or not selling": the owner withdraws the ad with a reason (worker/services/ads/withdraw-ad.ts). */
auctionRoutes.post('/private/product/:id/withdraw', validate('param', productParam), validate('json', withdrawBody), async (c) =>
  c.json(await withdrawAd(c, actor(c), c.req.valid('param').id, c.req.valid('json'))),
);

/**
 * The seller deletes the ad (soft: orders and history keep their product). The auction object decides first, since
 * it is the truth for trading: a buying chance or a published round closes, and nothing can trade afterwards.
 */
auctionRoutes.delete('/private/product/:id', validate('param', productParam), async (c) => {
  const productId = c.req.valid('param').id;
  const product = await findProductSummary(c.get('db'), productId);
  if (!product || product.customerId !== actor(c).customerId) throw new ApiError(404, 'product_not_found');
  const auctionId = await currentAuctionId(c.env.DB, productId);
  if (auctionId !== null) {
    const closed = await auctionRoom(c.env, auctionId).run(auctionId, actor(c), { type: 'delete' });
    if (!closed.ok) answerRoom(c, closed);
  } else if (!canDeleteAd(product.status)) {
    throw new ApiError(409, 'wrong_status');
  }
  await markProductDeleted(c.env.DB, productId, Date.now());
  return c.body(null, 204);
});

/** The operator publishes a reviewed ad: its auction gets its schedule (weekday 14:00-17:00 Berlin, at most 24 h). */
auctionRoutes.post('/admin/api/products/:id/publish', validate('param', productParam), async (c) => {
  const auctionId = await auctionForReview(c.env.DB, c.req.valid('param').id);
  if (auctionId === null) throw new ApiError(404, 'product_not_found');
  const result = await auctionRoom(c.env, auctionId).run(auctionId, actor(c), { type: 'publish' });
  await recordRequestEvent(c, {
    type: 'ad_published',
    outcome: result.ok ? 'success' : 'refused',
    details: { productId: c.req.valid('param').id, auctionId, ...(result.ok ? {} : { code: result.code }) },
  });
  return answerRoom(c, result);
});
