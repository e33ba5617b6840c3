/**
 * What an auction object hands to the effects queue after a change: its new events with the figures the worker's
 * consumers need to project them to D1, record a sale and tell the parties. Pure data, built from the object's state
 * at the last event's sequence number, so a consumer never reads the object back and a late or repeated message can
 * be recognised by that number.
 */
import { catalogPrice, type PriceRule } from '../pricing.ts';
import { participantsOf } from './participants.ts';
import type { AuctionEvent, AuctionState } from './types.ts';
import { viewerContext, type ViewerContext } from './view.ts';

/** One merchant's standing in the auction as the catalogue and "my purchases" show it. */
export interface ParticipantStanding {
  customerId: number;
  maxBid: number | null;
  agentMax: number | null;
  holding: boolean;
  state: ViewerContext['state'];
}

/** The auction's catalogue figures as of `seq`. */
export interface AuctionProjection {
  auctionId: number;
  productId: number;
  sellerId: number;
  round: number;
  status: AuctionState['status'];
  startPrice: number;
  startsAt: number | null;
  endingAt: number | null;
  minimumPrice: number;
  highestBid: number | null;
  bidCount: number;
  /** The catalogue's price (highest bid, else buy-now or start price), net or gross as the seller's prices show. */
  displayPrice: number | null;
  /** Merchants of the current round (bidders, agents, offers): whom state-change messages and live cues reach. */
  participants: number[];
  /** The standing of every merchant the events name (the seller excluded). */
  standings: ParticipantStanding[];
}

export interface AuctionEventsEffect {
  kind: 'auction_events';
  auctionId: number;
  /** The object's last sequence number: the projection describes the auction as of it (at or after every event here). */
  seq: number;
  projection: AuctionProjection;
  events: AuctionEvent[];
}

/** An auction's starting state, as D1 describes it when its object is first used, and how its prices show. */
export interface AuctionSeed {
  state: AuctionState;
  priceRule: PriceRule;
}

/** Customers an event concerns (their purchases row changes). */
export function concernedCustomer(event: AuctionEvent): number | null {
  return 'customerId' in event ? event.customerId : null;
}

/** The effect of `events`, which `state` (as of now, after them) includes. */
export function auctionEventsEffect(state: AuctionState, priceRule: PriceRule, events: readonly AuctionEvent[]): AuctionEventsEffect {
  if (events.length === 0) throw new RangeError('an effect needs at least one event');
  const highestBid = state.highest?.amount ?? null;
  const customers = new Set(events.map(concernedCustomer).filter((id): id is number => id !== null && id !== state.sellerId));
  const standings = [...customers].map((customerId): ParticipantStanding => {
    const context = viewerContext(state, customerId);
    return { customerId, maxBid: context.maxBid ?? context.lateOffer?.amount ?? null, agentMax: context.agentMax, holding: context.holdingHighestBid, state: context.state };
  });
  return {
    kind: 'auction_events',
    auctionId: state.auctionId,
    seq: state.seq,
    events: [...events],
    projection: {
      auctionId: state.auctionId,
      productId: state.productId,
      sellerId: state.sellerId,
      round: state.round,
      status: state.status,
      startPrice: state.startPrice,
      startsAt: state.startsAt,
      endingAt: state.endingAt,
      minimumPrice: state.minimumPrice,
      highestBid,
      bidCount: state.bidCount,
      displayPrice: catalogPrice({ highestBid, buyNowPrice: state.buyNowPrice, startPrice: state.startPrice }, priceRule),
      participants: participantsOf(state),
      standings,
    },
  };
}
