import { describe, expect, it } from 'vitest';
import type { AuctionStatus } from '../auction-status.ts';
import { bidderBanner, rejectionState } from './bidder-banner.ts';
import { NO_CONTEXT } from './box-view.ts';
import type { BidderState, ViewerContext } from './view.ts';

function context(state: BidderState | null, holding = false, role: ViewerContext['role'] = 'bidder'): ViewerContext {
  return { ...NO_CONTEXT, role, holdingHighestBid: holding, state };
}

const view = (status: AuctionStatus, state: BidderState | null, holding = false) => ({ status, context: context(state, holding) });

describe('rejection to bidder state', () => {
  it('reads bid_too_low as "first bid too low" only without an own bid', () => {
    expect(rejectionState('bid_too_low', { maxBid: null })).toBe('first_bid_too_low');
    expect(rejectionState('bid_too_low', { maxBid: 12_000 })).toBeNull();
  });

  it('maps the agent and late-offer refusals to their states and nothing else', () => {
    expect(rejectionState('agent_limit_too_low', { maxBid: 1 })).toBe('agent_limit_too_low');
    expect(rejectionState('late_offer_too_low', { maxBid: null })).toBe('late_offer_too_low');
    for (const code of ['bid_too_high', 'no_bid_possible', 'offer_unavailable', 'archived_bid_expired', 'internal']) {
      expect(rejectionState(code, { maxBid: null }), code).toBeNull();
    }
  });
});

describe('bidder banner', () => {
  it('shows nothing to viewers who never took part, nor to the seller', () => {
    expect(bidderBanner(view('running', null))).toBeNull();
    expect(bidderBanner({ status: 'running', context: context('overbid', false, 'seller') })).toBeNull();
  });

  it('follows the price colour rule', () => {
    expect(bidderBanner(view('running', 'highest_bidder', true))).toEqual({ state: 'highest_bidder', tone: 'success' });
    expect(bidderBanner(view('running', 'overbid'))).toEqual({ state: 'overbid', tone: 'error' });
    expect(bidderBanner(view('failed_na', 'highest_bidder', true))?.tone).toBe('error');
    expect(bidderBanner(view('acpt_late_offer', 'highest_bidder', true))?.tone).toBe('neutral');
    expect(bidderBanner(view('recd_late_offer', 'late_offer_pending', true))?.tone).toBe('tertiary');
  });

  it('treats a pending late offer as standing even when an earlier bid is the highest', () => {
    expect(bidderBanner(view('recd_late_offer', 'late_offer_pending', false))?.tone).toBe('tertiary');
    expect(bidderBanner(view('declined_late_offer', 'late_offer_declined'))?.tone).toBe('error');
  });

  it('lets a fresh rejection win over the context, in the error tone', () => {
    expect(bidderBanner(view('running', null), 'first_bid_too_low')).toEqual({ state: 'first_bid_too_low', tone: 'error' });
    expect(bidderBanner(view('running', 'highest_bidder', true), 'agent_limit_too_low')?.tone).toBe('error');
  });

  it('shows a won auction as success', () => {
    expect(bidderBanner(view('sold', 'won'))).toEqual({ state: 'won', tone: 'success' });
  });
});
