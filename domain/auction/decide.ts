/**
 * The auction's rules as one pure reducer: decide(state, command, now) -> the next state and its events, or a
 * rejection that changes nothing. Time-driven transitions due by `now` are applied first, so every command sees the
 * auction as it is at the moment it arrives (arrival at the Durable Object orders everything, never client clocks).
 */
import { isOpen } from '../auction-status.ts';
import { advance } from './advance.ts';
import { buyNow, placeBid, removeAgent, setAgent } from './bidding.ts';
import { draftOf, type Draft } from './draft.ts';
import { sendLateOffer } from './late-offers.ts';
import { boundedStart } from './opening.ts';
import { operatorCancel, operatorPause, operatorResume } from './operator.ts';
import { renegotiate } from './renegotiation.ts';
import { deleteAd, publish, resubmit, stop, suspendBidder } from './rounds.ts';
import type { AuctionState, Command, Decision, Rejection } from './types.ts';

/** Commands of bidders: on a deleted ad the vehicle is gone for them; anyone else finds the ad in the wrong state. */
const BIDDER_COMMANDS: readonly Command['type'][] = ['bid', 'set_agent', 'remove_agent', 'buy_now', 'late_offer'];

function apply(draft: Draft, command: Command): Rejection | null | { overbid: boolean } {
  // A deleted ad trades no more, and nothing but a repeated deletion touches it.
  if (draft.state.deletedAt !== null && command.type !== 'tick' && command.type !== 'delete') {
    return { code: BIDDER_COMMANDS.includes(command.type) ? 'offer_unavailable' : 'wrong_status' };
  }
  switch (command.type) {
    case 'tick':
      return null;
    case 'bid':
      return placeBid(draft, command.actor, command.amount);
    case 'set_agent':
      return setAgent(draft, command.actor, command.maxAmount);
    case 'remove_agent':
      return removeAgent(draft, command.actor);
    case 'buy_now':
      return buyNow(draft, command.actor);
    case 'late_offer':
      return sendLateOffer(draft, command.actor, command.amount);
    case 'renegotiate':
      return renegotiate(draft, command);
    case 'publish':
      return publish(draft, command.actor, command.schedule);
    case 'stop':
      return stop(draft, command.actor);
    case 'resubmit':
      return resubmit(draft, command.actor, command.schedule, command.minimumPrice);
    case 'delete':
      return deleteAd(draft, command.actor);
    case 'suspend_bidder':
      return suspendBidder(draft, command.actor, command.customerId);
    case 'operator_pause':
      return operatorPause(draft, command.actor, command.reason);
    case 'operator_resume':
      return operatorResume(draft, command.actor);
    case 'operator_cancel':
      return operatorCancel(draft, command.actor, command.reason);
  }
}

export function decide(state: AuctionState, command: Command, now: number): Decision {
  const draft = draftOf(state, now);
  advance(draft);
  const result = apply(draft, command);
  if (result && 'code' in result) return { ok: false, rejection: result };
  // An operator's pause holds only an open auction: once the seller stopped or deleted it, nothing is left to resume.
  if (draft.state.operatorPause && !isOpen(draft.state.status)) draft.state.operatorPause = null;
  // A command can itself make a transition due (e.g. publishing an overdue start).
  advance(draft);
  const overbid = result !== null && result.overbid;
  return overbid ? { ok: true, state: draft.state, events: draft.events, outcome: 'overbid' } : { ok: true, state: draft.state, events: draft.events };
}

/**
 * A new auction as the operator's review finds it (or as D1 describes an auction that already exists). Its round
 * starts at most 24 hours before its scheduled end, whatever the row says (domain/auction/opening.ts).
 */
export function initialState(fields: Pick<AuctionState, 'auctionId' | 'productId' | 'sellerId' | 'status' | 'startPrice' | 'minimumPrice' | 'buyNowPrice'> & Partial<AuctionState>): AuctionState {
  const state: AuctionState = {
    round: 1,
    startsAt: null,
    endingAt: null,
    scheduledEndAt: fields.endingAt ?? null,
    highest: null,
    bidCount: 0,
    seq: 0,
    maxima: [],
    negotiation: null,
    lateOffer: null,
    declined: [],
    archived: null,
    expiredArchiveOf: null,
    sale: null,
    deletedAt: null,
    operatorPause: null,
    ...fields,
  };
  return { ...state, startsAt: boundedStart(state.startsAt, state.scheduledEndAt) };
}
