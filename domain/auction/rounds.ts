/** Publishing, stopping and resubmitting: the seller's and operator's control over auction rounds. */
import { canDeleteAd } from '../ad-deletion.ts';
import { isSeller } from './actors.ts';
import { dropArchiveIfDone } from './advance.ts';
import { emit, setStatus, type Draft } from './draft.ts';
import { updateMaximum } from './leader.ts';
import { boundedStart } from './opening.ts';
import { RESUBMIT_REDUCTION_PERCENT } from './rules.ts';
import type { AuctionStatus } from '../auction-status.ts';
import type { Actor, Rejection, Schedule } from './types.ts';

/** Statuses in which the seller may stop offer collection, and from which they may resubmit. */
export const STOPPABLE: readonly AuctionStatus[] = ['published', 'running', 'hotbidding', 'renegotiation', 'acpt_late_offer', 'recd_late_offer', 'declined_late_offer', 'anr_offer_above_targetprice'];
export const RESUBMITTABLE: readonly AuctionStatus[] = ['inactive', 'acpt_late_offer', 'declined_late_offer', 'failed_na'];

/** A schedule as a round may have it: bidding starts at most 24 hours before the end (domain/auction/opening.ts). */
function bounded(schedule: Schedule): Schedule {
  return { startsAt: boundedStart(schedule.startsAt, schedule.endingAt) ?? schedule.startsAt, endingAt: schedule.endingAt };
}

/** A fresh round: no bids, no agents, no pending offers; an archived bid of the previous round stays binding. */
export function startRound(draft: Draft, requested: Schedule): void {
  const state = draft.state;
  const schedule = bounded(requested);
  state.round += 1;
  Object.assign(state, {
    startsAt: schedule.startsAt,
    endingAt: schedule.endingAt,
    scheduledEndAt: schedule.endingAt,
    highest: null,
    bidCount: 0,
    maxima: [],
    negotiation: null,
    lateOffer: null,
    declined: [],
    sale: null,
  });
  emit(draft, { type: 'round_started', round: state.round, startsAt: schedule.startsAt, endingAt: schedule.endingAt });
  setStatus(draft, 'published');
}

export function publish(draft: Draft, actor: Actor, schedule: Schedule): Rejection | null {
  if (!actor.operator) return { code: 'not_operator' };
  const state = draft.state;
  if (state.status !== 'under_review') return { code: 'wrong_status' };
  const { startsAt, endingAt } = bounded(schedule);
  Object.assign(state, { startsAt, endingAt, scheduledEndAt: endingAt });
  setStatus(draft, 'published');
  return null;
}

/** The seller stops offer collection: bids, a pending late offer and a renegotiation offer lapse. */
export function stop(draft: Draft, actor: Actor): Rejection | null {
  const state = draft.state;
  if (!isSeller(state, actor) && !actor.operator) return { code: 'not_seller' };
  if (!STOPPABLE.includes(state.status)) return { code: 'wrong_status' };
  const pending = state.lateOffer ?? state.negotiation;
  if (pending) emit(draft, { type: 'offer_lapsed', customerId: pending.customerId, amount: 'amount' in pending ? pending.amount : pending.offer });
  // A live auction's standing bid lapses too; its bidder is told.
  if (!pending && state.highest && (state.status === 'running' || state.status === 'hotbidding')) {
    emit(draft, { type: 'offer_lapsed', customerId: state.highest.customerId, amount: state.highest.amount });
  }
  state.lateOffer = null;
  state.negotiation = null;
  state.maxima = [];
  if (state.archived) {
    emit(draft, { type: 'archived_bid_deleted', customerId: state.archived.customerId, amount: state.archived.amount });
    state.expiredArchiveOf = state.archived.customerId;
    state.archived = null;
  }
  setStatus(draft, 'inactive');
  return null;
}

/** The seller restarts offer collection, optionally with a minimum price at least 5 % below the previous one. */
export function resubmit(draft: Draft, actor: Actor, schedule: Schedule, minimumPrice?: number): Rejection | null {
  const state = draft.state;
  if (!isSeller(state, actor)) return { code: 'not_seller' };
  if (!RESUBMITTABLE.includes(state.status)) return { code: 'wrong_status' };
  if (minimumPrice !== undefined) {
    const ceiling = Math.floor((state.minimumPrice * (100 - RESUBMIT_REDUCTION_PERCENT)) / 100);
    if (minimumPrice > ceiling || minimumPrice < 1) return { code: 'price_reduction_too_small', details: { maxMinimumPrice: ceiling } };
    state.minimumPrice = minimumPrice;
    state.startPrice = Math.min(state.startPrice, minimumPrice);
  }
  dropArchiveIfDone(draft);
  startRound(draft, schedule);
  return null;
}

/**
 * The seller deletes the ad. Allowed where nothing binding is pending and nothing was sold (domain/ad-deletion.ts);
 * an auction still collecting offers (a buying chance, a published round) closes first, like a stop, so no late
 * offer or acceptance can follow. Deleting twice changes nothing.
 */
export function deleteAd(draft: Draft, actor: Actor): Rejection | null {
  const state = draft.state;
  if (!isSeller(state, actor) && !actor.operator) return { code: 'not_seller' };
  if (state.deletedAt !== null) return null;
  if (!canDeleteAd(state.status)) return { code: 'wrong_status' };
  if (STOPPABLE.includes(state.status)) stop(draft, actor);
  state.deletedAt = draft.now;
  setStatus(draft, 'inactive');
  return null;
}

/** An operator blocked a merchant: their agent stops bidding at once (their standing bid stays as it is). */
export function suspendBidder(draft: Draft, actor: Actor, customerId: number): Rejection | null {
  if (!actor.operator) return { code: 'not_operator' };
  const current = draft.state.maxima.find((entry) => entry.customerId === customerId);
  if (!current || current.agent === null) return null;
  updateMaximum(draft, customerId, { agent: null });
  emit(draft, { type: 'agent_removed', customerId });
  return null;
}
