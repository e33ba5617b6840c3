/**
 * Time-driven transitions: start, hotbid phase, end of the round, and lapsed deadlines. Every transition is dated at
 * the moment it was due (not when it was noticed), so a late alarm or cron sweep decides exactly as a punctual one.
 */
import { emit, setStatus, type Draft } from './draft.ts';
import { liftPause } from './pause-lift.ts';
import { BINDING_MS, HOTBID_PHASE_MS, TURN_MS } from './rules.ts';
import type { SaleChannel } from './types.ts';

const OPEN_ROUND_STATUSES = ['published', 'running', 'hotbidding', 'renegotiation'];

/** The buyer gets the vehicle: the round is over and nothing else stays binding. */
export function sell(draft: Draft, sale: { customerId: number; amount: number; via: SaleChannel }, at = draft.now): void {
  const state = draft.state;
  state.sale = { ...sale, at };
  state.negotiation = null;
  state.lateOffer = null;
  state.archived = null;
  setStatus(draft, 'sold', at);
  emit(draft, { type: 'sold', ...sale }, at);
  // Everyone else who bid in this round learns that it is over for them (the messages module tells them).
  for (const entry of state.maxima) {
    if (entry.customerId !== sale.customerId) emit(draft, { type: 'lost', customerId: entry.customerId, amount: entry.bid }, at);
  }
}

/** Deletes an archived bid once its follow-up round (and that round's renegotiation) is over, or its binding lapsed. */
export function dropArchiveIfDone(draft: Draft, at = draft.now): void {
  const { archived, round, status } = draft.state;
  if (!archived) return;
  const followUpOver = round > archived.round && !OPEN_ROUND_STATUSES.includes(status);
  const lapsed = round === archived.round && status !== 'renegotiation' && (draft.state.endingAt ?? 0) + BINDING_MS <= at;
  if (!followUpOver && !lapsed) return;
  draft.state.archived = null;
  draft.state.expiredArchiveOf = archived.customerId;
  emit(draft, { type: 'archived_bid_deleted', customerId: archived.customerId, amount: archived.amount }, at);
}

/** Opens the buying chance: merchants may send late offers from now on. */
export function openBuyingChance(draft: Draft, at = draft.now): void {
  draft.state.negotiation = null;
  draft.state.lateOffer = null;
  setStatus(draft, 'acpt_late_offer', at);
  dropArchiveIfDone(draft, at);
}

/** The round's end: sold at or above the target price, else renegotiation with the best bidder, else buying chance. */
function endRound(draft: Draft, at: number): void {
  const state = draft.state;
  const { highest, archived } = state;
  // The archived bid is the earlier one, so it keeps an equal amount (equal maxima go to the earlier bid).
  const fromArchive = archived !== null && archived.round < state.round && (highest === null || archived.amount >= highest.amount);
  const best = fromArchive ? archived : highest;
  if (best && best.amount >= state.minimumPrice) {
    sell(draft, { customerId: best.customerId, amount: best.amount, via: 'auction' }, at);
    return;
  }
  if (!best) {
    openBuyingChance(draft, at);
    return;
  }
  if (!fromArchive) state.archived = { customerId: best.customerId, amount: best.amount, round: state.round };
  state.negotiation = { customerId: best.customerId, offer: best.amount, counter: null, turn: 'seller', deadline: at + TURN_MS, paused: false, fromArchive };
  setStatus(draft, 'renegotiation', at);
  emit(draft, { type: 'renegotiation_turn', customerId: best.customerId, turn: 'seller', offer: best.amount, counter: null, deadline: at + TURN_MS }, at);
}

/**
 * A live status before the round's start (only a row imported from D1 can have one; the rules never make one): the
 * round is published until its start, so it reports no bidding and takes none. True when it moved back.
 */
function startsLater(draft: Draft): boolean {
  const { startsAt } = draft.state;
  if (startsAt === null || startsAt <= draft.now) return false;
  setStatus(draft, 'published');
  return true;
}

/** One due transition, or false when nothing is due at `now`. */
function step(draft: Draft): boolean {
  const state = draft.state;
  const now = draft.now;
  switch (state.status) {
    case 'published':
      if (state.startsAt === null || state.startsAt > now) return false;
      setStatus(draft, 'running', state.startsAt);
      return true;
    case 'running':
      if (startsLater(draft)) return true;
      if (state.endingAt === null || state.endingAt - HOTBID_PHASE_MS > now) return false;
      setStatus(draft, 'hotbidding', Math.max(state.endingAt - HOTBID_PHASE_MS, state.startsAt ?? 0));
      return true;
    case 'hotbidding':
      if (startsLater(draft)) return true;
      if (state.endingAt === null || state.endingAt > now) return false;
      endRound(draft, state.endingAt);
      return true;
    case 'renegotiation': {
      const negotiation = state.negotiation;
      if (!negotiation || negotiation.deadline > now) return false;
      emit(draft, { type: 'offer_lapsed', customerId: negotiation.customerId, amount: negotiation.offer }, negotiation.deadline);
      openBuyingChance(draft, negotiation.deadline);
      return true;
    }
    case 'recd_late_offer':
    case 'anr_offer_above_targetprice': {
      const offer = state.lateOffer;
      if (!offer || offer.expiresAt > now) return false;
      emit(draft, { type: 'offer_lapsed', customerId: offer.customerId, amount: offer.amount }, offer.expiresAt);
      openBuyingChance(draft, offer.expiresAt);
      return true;
    }
    default: {
      const before = state.archived;
      // A binding that lapsed in this round is dated when it lapsed, not when the tick noticed it.
      const due = before && before.round === state.round ? (state.endingAt ?? 0) + BINDING_MS : now;
      dropArchiveIfDone(draft, Math.min(now, due));
      return before !== state.archived;
    }
  }
}

/** Applies every transition due by `draft.now`, in order (a long-overdue auction starts, enters the hotbid phase and ends). */
export function advance(draft: Draft): void {
  // An operator's pause freezes the clock of the auction: no start, no hotbid phase, no end until they resume it (or
  // until the time their resume set for bidding to reopen).
  const pause = draft.state.operatorPause;
  if (pause) {
    if (pause.until === undefined || pause.until === null || pause.until > draft.now) return;
    liftPause(draft, pause.until);
  }
  for (let guard = 0; guard < 16 && step(draft); guard++);
}

/** When the object must wake up next to advance this state on time, or null when only a command can change it. */
export function nextWake(state: Draft['state']): number | null {
  if (state.operatorPause) return state.operatorPause.until ?? null;
  switch (state.status) {
    case 'published':
      return state.startsAt;
    case 'running':
      return state.endingAt === null ? null : state.endingAt - HOTBID_PHASE_MS;
    case 'hotbidding':
      return state.endingAt;
    case 'renegotiation':
      return state.negotiation?.deadline ?? null;
    case 'recd_late_offer':
    case 'anr_offer_above_targetprice':
      return state.lateOffer?.expiresAt ?? null;
    default:
      return state.archived && state.archived.round === state.round ? (state.endingAt ?? 0) + BINDING_MS : null;
  }
}
