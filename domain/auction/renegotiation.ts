/**
 * The seller's decisions after a missed target price (renegotiation with the best bidder) and on a late offer;
 * seller and merchant alternate turns, each with a deadline.
 */
import { biddingRefusal, isSeller } from './actors.ts';
import { dropArchiveIfDone, openBuyingChance, sell } from './advance.ts';
import { emit, setStatus, type Draft } from './draft.ts';
import { MAX_AMOUNT_EUR, TURN_MS, BINDING_MS } from './rules.ts';
import { startRound } from './rounds.ts';
import type { Actor, Negotiation, Rejection, RenegotiationAction, Schedule } from './types.ts';

export interface RenegotiationCommand {
  actor: Actor;
  action: RenegotiationAction;
  amount?: number;
  schedule?: Schedule;
}

function announceTurn(draft: Draft, negotiation: Negotiation): void {
  const { customerId, turn, offer, counter, deadline } = negotiation;
  emit(draft, { type: 'renegotiation_turn', customerId, turn, offer, counter, deadline });
}

function declineOffer(draft: Draft, customerId: number, amount: number): void {
  draft.state.declined = [...draft.state.declined.filter((id) => id !== customerId), customerId];
  emit(draft, { type: 'offer_declined', customerId, amount });
}

function sellerTurn(draft: Draft, negotiation: Negotiation, command: RenegotiationCommand): Rejection | null {
  const state = draft.state;
  switch (command.action) {
    case 'accept':
      sell(draft, { customerId: negotiation.customerId, amount: negotiation.offer, via: 'renegotiation' });
      return null;
    case 'counter': {
      const amount = command.amount;
      const ceiling = negotiation.counter ?? MAX_AMOUNT_EUR + 1;
      if (amount === undefined || amount <= negotiation.offer || amount >= ceiling) {
        return { code: 'counter_offer_invalid', details: { above: negotiation.offer, below: ceiling } };
      }
      state.negotiation = { ...negotiation, counter: amount, turn: 'dealer', deadline: draft.now + TURN_MS, paused: false };
      announceTurn(draft, state.negotiation);
      return null;
    }
    case 'decline':
      declineOffer(draft, negotiation.customerId, negotiation.offer);
      state.negotiation = null;
      state.archived = null;
      setStatus(draft, 'failed_na');
      return null;
    case 'decline_and_restart':
      if (!command.schedule) return { code: 'wrong_status' };
      // The best offer stays binding (archived) through the follow-up round and its renegotiation; an offer that was
      // itself archived has now had its follow-up round and lapses.
      if (negotiation.fromArchive) {
        emit(draft, { type: 'archived_bid_deleted', customerId: negotiation.customerId, amount: negotiation.offer });
        state.expiredArchiveOf = negotiation.customerId;
        state.archived = null;
      } else {
        state.archived = { customerId: negotiation.customerId, amount: negotiation.offer, round: state.round };
      }
      startRound(draft, command.schedule);
      return null;
    case 'pause': {
      const bindingEnd = (state.endingAt ?? draft.now) + BINDING_MS;
      if (bindingEnd <= draft.now) return { code: 'wrong_status' };
      state.negotiation = { ...negotiation, turn: 'seller', paused: true, deadline: Math.max(negotiation.deadline, bindingEnd) };
      announceTurn(draft, state.negotiation);
      return null;
    }
  }
}

function dealerTurn(draft: Draft, negotiation: Negotiation, command: RenegotiationCommand): Rejection | null {
  const state = draft.state;
  const counter = negotiation.counter;
  switch (command.action) {
    case 'accept':
      if (counter === null) return { code: 'not_your_turn' };
      sell(draft, { customerId: negotiation.customerId, amount: counter, via: 'renegotiation' });
      return null;
    case 'counter': {
      const amount = command.amount;
      if (counter === null || amount === undefined || amount <= negotiation.offer || amount >= counter) {
        return { code: 'counter_offer_invalid', details: { above: negotiation.offer, below: counter ?? negotiation.offer } };
      }
      state.negotiation = { ...negotiation, offer: amount, turn: 'seller', deadline: draft.now + TURN_MS };
      announceTurn(draft, state.negotiation);
      return null;
    }
    case 'decline':
      emit(draft, { type: 'offer_lapsed', customerId: negotiation.customerId, amount: negotiation.offer });
      state.archived = null;
      openBuyingChance(draft);
      return null;
    default:
      return { code: 'not_your_turn' };
  }
}

/** The seller answers a late offer: accept it, decline it, or counter (which opens a renegotiation with that merchant). */
function answerLateOffer(draft: Draft, command: RenegotiationCommand): Rejection | null {
  const state = draft.state;
  const offer = state.lateOffer;
  if (!offer) return { code: 'wrong_status' };
  switch (command.action) {
    case 'accept':
      sell(draft, { customerId: offer.customerId, amount: offer.amount, via: 'late_offer' });
      return null;
    case 'decline':
      declineOffer(draft, offer.customerId, offer.amount);
      state.lateOffer = null;
      setStatus(draft, 'declined_late_offer');
      dropArchiveIfDone(draft);
      return null;
    case 'counter': {
      const negotiation: Negotiation = { customerId: offer.customerId, offer: offer.amount, counter: null, turn: 'seller', deadline: offer.expiresAt, paused: false, fromArchive: false };
      const refused = sellerTurn(draft, negotiation, command);
      if (refused) return refused;
      state.lateOffer = null;
      setStatus(draft, 'renegotiation');
      return null;
    }
    default:
      return { code: 'wrong_status' };
  }
}

export function renegotiate(draft: Draft, command: RenegotiationCommand): Rejection | null {
  const state = draft.state;
  const seller = isSeller(state, command.actor);
  if (state.status === 'recd_late_offer' || state.status === 'anr_offer_above_targetprice') {
    return seller ? answerLateOffer(draft, command) : { code: state.lateOffer?.customerId === command.actor.customerId ? 'not_your_turn' : 'not_seller' };
  }
  const negotiation = state.negotiation;
  const party = negotiation?.customerId === command.actor.customerId;
  if (state.status !== 'renegotiation' || !negotiation || (!seller && !party)) {
    if (!seller && state.expiredArchiveOf === command.actor.customerId) return { code: 'archived_bid_expired' };
    return { code: seller || party ? 'wrong_status' : 'not_seller' };
  }
  if (seller) return negotiation.turn === 'seller' || negotiation.paused ? sellerTurn(draft, negotiation, command) : { code: 'not_your_turn' };
  // Accepting or countering binds the dealer like a bid; declining never needs permission.
  const binding = command.action === 'accept' || command.action === 'counter' ? biddingRefusal(state, command.actor) : null;
  if (binding) return { code: binding };
  return negotiation.turn === 'dealer' ? dealerTurn(draft, negotiation, command) : { code: 'not_your_turn' };
}
