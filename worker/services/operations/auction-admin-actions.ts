/**
 * The operator's pause, resumption and cancellation of an auction: the auction object decides (and serializes two
 * operators acting at once: the second finds it handled, 409), then the action is audited and the seller and the
 * bidders are told. The audit entry follows the object's change (not a D1 write, so no shared batch); mails follow
 * the audit through the mail queue and never undo the command.
 */
import type { Context } from 'hono';
import { actorOf } from '../../../domain/auction/actors.ts';
import { auctionErrorStatus } from '../../../domain/auction/errors.ts';
import type { RoomCommand } from '../../../durable-objects/auction-room.ts';
import { findAuctionProduct } from '../../db/repositories/auction-admin.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { alreadyHandled } from '../../lib/conflict.ts';
import { requestLinkContext } from '../../lib/links.ts';
import { auctionRoom } from '../auctions/rooms.ts';
import { recordAudit } from './audit.ts';
import { enqueueMails } from '../../queues/mail-queue.ts';
import { auctionHoldMails, type AuctionHoldMail } from './auction-admin-mails.ts';

export type HoldAction = 'pause' | 'resume' | 'cancel';

const VERB: Record<HoldAction, 'paused' | 'resumed' | 'canceled'> = { pause: 'paused', resume: 'resumed', cancel: 'canceled' };

function commandOf(action: HoldAction, reason: string | null): RoomCommand {
  switch (action) {
    case 'pause':
      return { type: 'operator_pause', reason: reason ?? '' };
    case 'resume':
      return { type: 'operator_resume' };
    case 'cancel':
      return { type: 'operator_cancel', reason: reason ?? '' };
  }
}

function mailOf(action: HoldAction, reason: string | null, endingAt: number | null, reopensAt: number | null): AuctionHoldMail {
  if (action === 'resume') return { kind: 'auction_resumed', endingAt, reopensAt };
  return { kind: action === 'pause' ? 'auction_paused' : 'auction_canceled', reason: reason ?? '' };
}

/** Runs the operator's command; answers the auction as it is afterwards. `reason` is required for pause and cancel. */
export async function holdAuction(c: Context<AppEnv>, auctionId: number, action: HoldAction, reason: string | null) {
  const actor = actorOf(c.get('viewer'));
  if (!actor) throw new ApiError(401, 'unauthorized');
  const room = auctionRoom(c.env, auctionId);
  const product = await findAuctionProduct(c.env.DB, auctionId);
  // Read before the command: whom it concerns (a cancellation removes the bidders' standing) and the audit's "before".
  const before = product ? await room.operatorView(auctionId) : null;
  if (!product || !before) throw new ApiError(404, 'not_found');
  const result = await room.run(auctionId, actor, commandOf(action, reason));
  if (!result.ok) {
    if (result.code === 'wrong_status') throw alreadyHandled({ status: result.snapshot?.status ?? null, paused: result.snapshot?.paused ?? null });
    if (result.code === 'session_ended') throw new ApiError(401, 'unauthorized');
    throw new ApiError(auctionErrorStatus(result.code), result.code);
  }
  const after = result.snapshot;
  // A resumed round that keeps its 24 hours of bidding may reopen later than now (domain/auction/operator.ts).
  const reopensAt = action === 'resume' && after.paused ? ((await room.operatorView(auctionId))?.pause?.until ?? null) : null;
  await recordAudit(c, {
    action: `auction.${VERB[action]}`,
    subjectType: 'auction',
    subjectId: auctionId,
    before: { status: before.snapshot.status, paused: before.snapshot.paused, endingAt: before.snapshot.endingAt },
    after: { status: after.status, paused: after.paused, endingAt: after.endingAt, ...(reason === null ? {} : { reason }), ...(reopensAt === null ? {} : { reopensAt }) },
  });
  const recipients = { productId: product.productId, title: `${product.make} ${product.model}`.trim(), sellerId: product.sellerId, participants: before.participants };
  try {
    const key = `${auctionId}:${action}:${c.get('requestId')}`;
    await enqueueMails(c.env, await auctionHoldMails(c.get('db'), requestLinkContext(c), recipients, mailOf(action, reason, after.endingAt, reopensAt), key));
  } catch (error) {
    // Mails that could not even be handed over are logged; the auction's change stands.
    console.error(JSON.stringify({ job: 'auction-hold-mail', auctionId, error: String(error) }));
  }
  return after;
}
