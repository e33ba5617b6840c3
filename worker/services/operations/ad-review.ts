/**
 * The operators' decisions on a submitted ad: approve (the auction object publishes it and its schedule rule sets
 * start and end, exactly as the operator publish route does) or send back to editing with a reason mailed to the
 * seller. A decision names the `updatedAt` the operator read: a changed ad is a 409 `conflict`, one no longer under
 * review a 409 `already_handled`; two operators at once never both succeed, and the audit entry is written once.
 */
import type { Context } from 'hono';
import { actorOf } from '../../../domain/auction/actors.ts';
import { auctionForReview } from '../../db/repositories/auctions.ts';
import { adDecisionInsert } from '../../db/repositories/review-promise.ts';
import { guardedAuditInsert } from '../../db/repositories/ad-review-audit.ts';
import { adAsReadGuard, adTitleAndSeller, approvedStatement, findReviewState, type ReviewState, sendBackStatement } from '../../db/repositories/ad-reviews.ts';
import type { AppEnv } from '../../env.ts';
import { answerRoom } from '../../lib/auction-answer.ts';
import { ApiError } from '../../lib/api-error.ts';
import { alreadyHandled, conflict } from '../../lib/conflict.ts';
import { requestLinkContext } from '../../lib/links.ts';
import { auctionRoom } from '../auctions/rooms.ts';
import { recordRequestEvent } from '../security-events.ts';
import { vehicleTitle } from '../ads/ad-mails.ts';
import { sendAdSentBackMail } from './ad-review-mails.ts';
import { notifyAdSentBack } from '../messages/account-deliveries.ts';
import { publishLiveCue } from '../messages/deliver.ts';
import { auditActor, auditInsert } from './audit.ts';

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

/** The ad as the operator read it, or the 404/409 that says why no decision can be taken. */
async function decidable(c: Context<AppEnv>, productId: number, updatedAt: string): Promise<ReviewState> {
  const state = await findReviewState(c.get('db'), productId);
  if (!state || state.deleted) throw new ApiError(404, 'product_not_found');
  refuseChanged(state, updatedAt);
  return state;
}

function refuseChanged(state: ReviewState, updatedAt: string): void {
  if (state.status !== 'under_review') throw alreadyHandled({ status: state.status });
  if (iso(state.updatedAt) !== updatedAt) throw conflict({ updatedAt: iso(state.updatedAt) });
}

export async function approveAd(c: Context<AppEnv>, productId: number, updatedAt: string) {
  await decidable(c, productId, updatedAt);
  const actor = actorOf(c.get('viewer'));
  if (!actor) throw new ApiError(401, 'unauthorized');
  const auctionId = await auctionForReview(c.env.DB, productId);
  if (auctionId === null) throw new ApiError(404, 'product_not_found');
  const room = auctionRoom(c.env, auctionId);
  // The auction object takes one command at a time: of two operators approving at once, the second finds it published.
  const result = await room.run(auctionId, actor, { type: 'publish' });
  await recordRequestEvent(c, {
    type: 'ad_published',
    outcome: result.ok ? 'success' : 'refused',
    details: { productId, auctionId, ...(result.ok ? {} : { code: result.code }) },
  });
  if (!result.ok) {
    if (result.code === 'wrong_status') throw alreadyHandled({ status: result.snapshot?.status ?? null });
    return answerRoom(c, result);
  }
  const { status, startsAt, endingAt } = result.snapshot;
  const answer = {
    productId,
    status,
    startsAt: startsAt === null ? null : new Date(startsAt).toISOString(),
    endingAt: endingAt === null ? null : new Date(endingAt).toISOString(),
  };
  const db = c.get('db');
  const now = new Date();
  await db.batch([
    auditInsert(db, auditActor(c), { action: 'ad.approved', subjectType: 'product', subjectId: productId, before: { status: 'under_review' }, after: { status, startsAt: answer.startsAt, endingAt: answer.endingAt } }, now.getTime()),
    adDecisionInsert(db, productId, now),
    approvedStatement(db, productId, now),
  ]);
  // The catalogue shows it once the effects queue has projected the publication (moments later); the answer says it now.
  return answer;
}

export async function sendBackAd(c: Context<AppEnv>, productId: number, updatedAt: string, reason: string) {
  const db = c.get('db');
  const state = await decidable(c, productId, updatedAt);
  const now = new Date();
  try {
    await db.batch([
      guardedAuditInsert(
        db,
        auditActor(c),
        { action: 'ad.sent_back', subjectType: 'product', before: { status: 'under_review' }, after: { status: 'editing', reason } },
        adAsReadGuard(db, productId, state.updatedAt),
        now,
      ),
      adDecisionInsert(db, productId, now),
      sendBackStatement(db, productId, state.updatedAt, reason, now),
    ]);
  } catch (error) {
    // The guard failed: someone decided or changed the ad between our read and the write.
    const again = await findReviewState(db, productId);
    if (again) refuseChanged(again, updatedAt);
    throw error;
  }
  const ad = await adTitleAndSeller(db, productId);
  if (ad) {
    await sendAdSentBackMail(c.env, db, requestLinkContext(c), { sellerId: ad.customerId, productId, title: vehicleTitle(ad), reason });
    await notifyAdSentBack(c.env, ad.customerId, productId, vehicleTitle(ad), reason, now.getTime());
    await publishLiveCue(c.env, [ad.customerId], 'ad_edited', null);
  }
  return { productId, status: 'editing', reviewNote: reason, updatedAt: now.toISOString() };
}
