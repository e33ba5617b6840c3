/** Commands of the live auction: bids, the bidding agent and buy-now. */
import { isLive } from '../auction-status.ts';
import { biddingRefusal } from './actors.ts';
import { sell } from './advance.ts';
import { emit, type Draft } from './draft.ts';
import { maxSensibleAgentLimit, maxSensibleBid, minNextBid, openBuyNowPrice } from './increments.ts';
import { maximumOf, settle, topTwo, updateMaximum } from './leader.ts';
import { beforeStart } from './opening.ts';
import { pausedRefusal } from './operator.ts';
import { LATE_THRESHOLD_MS, MAX_EXTENSION_MS } from './rules.ts';
import type { Actor, AuctionState, Rejection } from './types.ts';

/**
 * Before the round's start: it has not started. Sold, stopped or withdrawn: the vehicle is gone. Anything else that is
 * not live: bidding is not possible now.
 */
function statusRefusal(state: AuctionState, now: number): Rejection | null {
  if (beforeStart(state, now)) return { code: 'auction_not_started' };
  if (isLive(state.status)) return null;
  const gone = state.status === 'sold' || state.status === 'inactive' || state.status === 'failed_na';
  return { code: gone ? 'offer_unavailable' : 'no_bid_possible' };
}

/** Role first (as in every status), then an operator's pause (nothing a bidder does counts while it lasts), then the status. */
function refusal(draft: Draft, actor: Actor): Rejection | null {
  const code = biddingRefusal(draft.state, actor);
  return code ? { code } : (pausedRefusal(draft.state) ?? statusRefusal(draft.state, draft.now));
}

/** A bid in the last seconds moves the end so rivals can answer, up to the hard bound. */
function extendEnd(draft: Draft): void {
  const state = draft.state;
  if (state.endingAt === null || state.scheduledEndAt === null) return;
  if (state.endingAt - draft.now >= LATE_THRESHOLD_MS) return;
  const extended = Math.min(draft.now + LATE_THRESHOLD_MS, state.scheduledEndAt + MAX_EXTENSION_MS);
  if (extended <= state.endingAt) return;
  state.endingAt = extended;
  emit(draft, { type: 'end_extended', endingAt: extended });
}

export function placeBid(draft: Draft, actor: Actor, amount: number): Rejection | { overbid: boolean } {
  const state = draft.state;
  const refused = refusal(draft, actor);
  if (refused) return refused;
  if (state.highest?.customerId === actor.customerId) return { code: 'already_highest_bidder' };
  const minimum = minNextBid(state.startPrice, state.highest?.amount ?? null);
  if (amount < minimum) return { code: 'bid_too_low', details: { minNextBid: minimum } };
  if (amount > maxSensibleBid(minimum)) return { code: 'bid_too_high', details: { maxBid: maxSensibleBid(minimum) } };
  updateMaximum(draft, actor.customerId, { bid: amount });
  const overbid = settle(draft, { customerId: actor.customerId, amount });
  extendEnd(draft);
  return { overbid };
}

export function setAgent(draft: Draft, actor: Actor, maxAmount: number): Rejection | null | { overbid: boolean } {
  const state = draft.state;
  const refused = refusal(draft, actor);
  if (refused) return refused;
  if (state.highest === null) return { code: 'agent_needs_start_bid' };
  const leads = state.highest.customerId === actor.customerId;
  const minimum = leads ? state.highest.amount + 1 : minNextBid(state.startPrice, state.highest.amount);
  if (maxAmount < minimum) return { code: 'agent_limit_too_low', details: { minNextBid: minimum } };
  if (maxAmount > maxSensibleAgentLimit(minimum)) return { code: 'bid_too_high', details: { maxBid: maxSensibleAgentLimit(minimum) } };
  updateMaximum(draft, actor.customerId, { agent: maxAmount });
  emit(draft, { type: 'agent_set', customerId: actor.customerId, amount: maxAmount });
  // The leader raising (or lowering) their own limit never moves the price; anyone else's agent answers at once.
  if (leads) return null;
  // An agent that cannot take the lead bids its whole limit at once (two agents' back-and-forth, collapsed), so the
  // leader's answer follows a visible bid instead of looking like the leader raising their own price.
  const beaten = topTwo(state.maxima)[0]?.customerId !== actor.customerId;
  if (beaten) updateMaximum(draft, actor.customerId, { bid: maxAmount });
  const overbid = settle(draft, beaten ? { customerId: actor.customerId, amount: maxAmount, kind: 'agent' } : null);
  extendEnd(draft);
  return { overbid };
}

export function removeAgent(draft: Draft, actor: Actor): Rejection | null {
  const refused = refusal(draft, actor);
  if (refused) return refused;
  const current = maximumOf(draft, actor.customerId);
  if (!current || current.agent === null) return { code: 'no_agent' };
  updateMaximum(draft, actor.customerId, { agent: null });
  emit(draft, { type: 'agent_removed', customerId: actor.customerId });
  return null;
}

export function buyNow(draft: Draft, actor: Actor): Rejection | null {
  const state = draft.state;
  const refused = refusal(draft, actor);
  if (refused) return refused;
  const price = openBuyNowPrice(state.status, state.buyNowPrice, state.highest?.amount ?? null);
  if (price === null) return { code: 'offer_unavailable' };
  emit(draft, { type: 'bid_placed', customerId: actor.customerId, amount: price, kind: 'buy_now' });
  state.bidCount += 1;
  state.highest = { customerId: actor.customerId, amount: price, seq: state.seq };
  sell(draft, { customerId: actor.customerId, amount: price, via: 'buy_now' });
  return null;
}
