/**
 * What the live auction socket may tell whom: an allow-list per audience, built field by field from each stored
 * event (never spread, so a field added to an event stays private until it is listed here). Everyone sees the public
 * price movement; the dealer concerned and the seller see their own private events; nobody is ever named.
 */
import { isPublic, type AuctionStatus } from '../auction-status.ts';
import type { AuctionEvent, AuctionState, BidKind, SaleChannel } from './types.ts';

/** Who holds a socket, as the worker established it. */
export interface LiveViewer {
  /** The signed-in customer, or null for an anonymous viewer. */
  customerId: number | null;
  operator: boolean;
}

/** A viewer in the terms of one auction. */
export interface LiveAudience {
  customerId: number | null;
  seller: boolean;
  operator: boolean;
}

interface Stamp {
  seq: number;
  at: number;
}

/** An event as it leaves the server: what happened and, for the parties, their own figures. */
export type VisibleEvent = Stamp &
  (
    | { type: 'bid_placed'; amount: number; kind?: BidKind }
    | { type: 'outbid'; amount: number }
    | { type: 'agent_set'; amount: number }
    | { type: 'agent_removed' }
    | { type: 'status_changed'; status: AuctionStatus }
    | { type: 'end_extended'; endingAt: number }
    | { type: 'sold'; amount: number; via: SaleChannel }
    | { type: 'lost'; amount: number }
    | { type: 'renegotiation_turn'; turn: 'seller' | 'dealer'; offer: number; counter: number | null; deadline: number }
    | { type: 'late_offer_received'; amount: number; aboveTarget?: boolean }
    | { type: 'offer_declined'; amount: number }
    | { type: 'offer_lapsed'; amount: number }
    | { type: 'archived_bid_deleted'; amount: number }
    | { type: 'round_started'; round: number; startsAt: number; endingAt: number }
    | { type: 'operator_paused' }
    | { type: 'operator_resumed'; endingAt: number | null }
  );

export function audienceOf(state: Pick<AuctionState, 'sellerId'>, viewer: LiveViewer): LiveAudience {
  return { customerId: viewer.customerId, seller: viewer.customerId !== null && viewer.customerId === state.sellerId, operator: viewer.operator };
}

/** Audiences with the same key get the same events and the same snapshot, so one serialized message serves them all. */
export function audienceKey(audience: LiveAudience): string {
  return `${audience.customerId ?? '-'}${audience.operator ? ':op' : ''}`;
}

/**
 * Whether the viewer may keep watching in this status: the catalogue's statuses for everyone; outside them (in review,
 * stopped, deleted) only the seller and operators, as the HTTP snapshot allows.
 */
export function mayWatch(audience: LiveAudience, status: AuctionStatus): boolean {
  return isPublic(status) || audience.seller || audience.operator;
}

/** The event concerns this viewer's own dealings (their bid, agent, offer, purchase). */
const own = (audience: LiveAudience, customerId: number) => audience.customerId === customerId;

/** Compile-time guard: a new event type must get its own rule above. */
function unlisted(event: never): null {
  void event;
  return null;
}

/**
 * One event for one audience, or null when it is none of their business. Operators see what the public sees: they
 * work from the admin's records, and the storefront's live box shows them nothing more.
 */
export function visibleEvent(audience: LiveAudience, event: AuctionEvent): VisibleEvent | null {
  const stamp = { seq: event.seq, at: event.at };
  switch (event.type) {
    case 'status_changed':
      return { type: event.type, ...stamp, status: event.status };
    case 'end_extended':
      return { type: event.type, ...stamp, endingAt: event.endingAt };
    case 'round_started':
      return { type: event.type, ...stamp, round: event.round, startsAt: event.startsAt, endingAt: event.endingAt };
    // An operator's pause and resumption are changes of the auction's state everyone watching must see (bidding stops,
    // the end moves); the operator's reason is internal and never leaves the server this way.
    case 'operator_paused':
      return { type: event.type, ...stamp };
    case 'operator_resumed':
      return { type: event.type, ...stamp, endingAt: event.endingAt };
    // The cancellation reaches viewers as its status change (inactive); the reason stays internal.
    case 'operator_canceled':
      return null;
    case 'bid_placed':
      // A late offer is no price movement (the highest bid stays): only its sender and the seller learn its amount.
      if (event.kind === 'late_offer') return own(audience, event.customerId) || audience.seller ? { type: event.type, ...stamp, amount: event.amount, kind: event.kind } : null;
      // Whether a bid came from an agent is the bidder's own business.
      return own(audience, event.customerId) ? { type: event.type, ...stamp, amount: event.amount, kind: event.kind } : { type: event.type, ...stamp, amount: event.amount };
    case 'outbid':
    case 'agent_set':
    case 'lost':
      return own(audience, event.customerId) ? { type: event.type, ...stamp, amount: event.amount } : null;
    case 'agent_removed':
      return own(audience, event.customerId) ? { type: event.type, ...stamp } : null;
    case 'sold':
      return own(audience, event.customerId) || audience.seller ? { type: event.type, ...stamp, amount: event.amount, via: event.via } : null;
    case 'renegotiation_turn':
      return own(audience, event.customerId) || audience.seller
        ? { type: event.type, ...stamp, turn: event.turn, offer: event.offer, counter: event.counter, deadline: event.deadline }
        : null;
    case 'late_offer_received':
      // How the offer compares with the target price is the seller's to know (the target is never shown to bidders).
      if (audience.seller) return { type: event.type, ...stamp, amount: event.amount, aboveTarget: event.aboveTarget };
      return own(audience, event.customerId) ? { type: event.type, ...stamp, amount: event.amount } : null;
    case 'offer_declined':
    case 'offer_lapsed':
    case 'archived_bid_deleted':
      return own(audience, event.customerId) || audience.seller ? { type: event.type, ...stamp, amount: event.amount } : null;
    default:
      return unlisted(event);
  }
}

/** The events of a batch this audience may see, in order; empty when none concerns them. */
export function eventsFor(audience: LiveAudience, events: readonly AuctionEvent[]): VisibleEvent[] {
  const visible: VisibleEvent[] = [];
  for (const event of events) {
    const shown = visibleEvent(audience, event);
    if (shown) visible.push(shown);
  }
  return visible;
}
