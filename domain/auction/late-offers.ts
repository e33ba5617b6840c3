/** The buying chance after a failed round: merchants send late offers, binding for 48 hours or until the seller declines. */
import { biddingRefusal } from './actors.ts';
import { emit, setStatus, type Draft } from './draft.ts';
import { maxSensibleBid, minNextBid } from './increments.ts';
import { pausedRefusal } from './operator.ts';
import { BINDING_MS } from './rules.ts';
import type { Actor, Rejection } from './types.ts';

/** The least a late offer must bring: one step over the failed round's highest bid, or the start price. */
export function minLateOffer(state: Draft['state']): number {
  return minNextBid(state.startPrice, state.highest?.amount ?? null);
}

export function sendLateOffer(draft: Draft, actor: Actor, amount: number): Rejection | null {
  const state = draft.state;
  const role = biddingRefusal(state, actor);
  if (role) return { code: role };
  const paused = pausedRefusal(state);
  if (paused) return paused;
  if (state.status === 'recd_late_offer' || state.status === 'anr_offer_above_targetprice') {
    return { code: state.lateOffer?.customerId === actor.customerId ? 'late_offer_pending' : 'offer_unavailable' };
  }
  if (state.status !== 'acpt_late_offer' && state.status !== 'declined_late_offer') return { code: 'offer_unavailable' };
  const minimum = minLateOffer(state);
  if (amount < minimum) return { code: 'late_offer_too_low', details: { minNextBid: minimum } };
  if (amount > maxSensibleBid(minimum)) return { code: 'bid_too_high', details: { maxBid: maxSensibleBid(minimum) } };
  const aboveTarget = amount >= state.minimumPrice;
  state.lateOffer = { customerId: actor.customerId, amount, expiresAt: draft.now + BINDING_MS };
  state.declined = state.declined.filter((id) => id !== actor.customerId);
  emit(draft, { type: 'bid_placed', customerId: actor.customerId, amount, kind: 'late_offer' });
  emit(draft, { type: 'late_offer_received', customerId: actor.customerId, amount, aboveTarget });
  // An offer at or above the target price reserves the vehicle until the seller confirms it.
  setStatus(draft, aboveTarget ? 'anr_offer_above_targetprice' : 'recd_late_offer');
  return null;
}
