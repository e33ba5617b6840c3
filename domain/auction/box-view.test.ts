import { describe, expect, it } from 'vitest';
import type { AuctionStatus } from '../auction-status.ts';
import { agentBounds, bidBounds, boxPanels, counterBounds, maxResubmitMinimum, NO_CONTEXT, parseAmount, snapshotFromProduct } from './box-view.ts';
import type { AuctionSnapshot, ViewerContext } from './view.ts';

function snap(status: AuctionStatus, context: Partial<ViewerContext> = {}, extra: Partial<AuctionSnapshot> = {}): AuctionSnapshot {
  return {
    auctionId: 1,
    productId: 2,
    round: 1,
    status,
    startsAt: null,
    endingAt: null,
    highestBid: 10_000,
    bidCount: 3,
    minNextBid: 10_250,
    buyNowPrice: null,
    seq: 4,
    paused: false,
    context: { ...NO_CONTEXT, ...context },
    ...extra,
  };
}

const shown = (panels: ReturnType<typeof boxPanels>) => Object.entries(panels).filter(([, on]) => on).map(([name]) => name);

describe('box panels', () => {
  it('gives a dealer the bid, agent and buy-now forms while live', () => {
    expect(shown(boxPanels(snap('running', {}, { buyNowPrice: 20_000 }), true))).toEqual(['bid', 'agent', 'buyNow']);
    expect(shown(boxPanels(snap('hotbidding'), true))).toEqual(['bid', 'agent']);
  });

  it('hides the bid form from the highest bidder but keeps the agent', () => {
    expect(shown(boxPanels(snap('running', { holdingHighestBid: true, state: 'highest_bidder' }), true))).toEqual(['agent']);
  });

  it('gives visitors and the seller no bidding forms', () => {
    expect(shown(boxPanels(snap('running', {}, { buyNowPrice: 20_000 }), false))).toEqual([]);
    expect(shown(boxPanels(snap('running', { role: 'seller' }), true))).toEqual(['stop']);
  });

  it('offers late offers in the buying chance until one is pending', () => {
    expect(shown(boxPanels(snap('acpt_late_offer'), true))).toEqual(['lateOffer']);
    expect(shown(boxPanels(snap('declined_late_offer'), true))).toEqual(['lateOffer']);
    expect(shown(boxPanels(snap('recd_late_offer', { lateOffer: { amount: 1, expiresAt: 2 } }), true))).toEqual([]);
  });

  it('gives the seller the late-offer decision, stop and resubmit by status', () => {
    const offer = { lateOffer: { amount: 9000, expiresAt: 1 }, role: 'seller' as const };
    expect(shown(boxPanels(snap('recd_late_offer', offer), false))).toEqual(['answerLateOffer', 'stop']);
    expect(shown(boxPanels(snap('acpt_late_offer', { role: 'seller' }), false))).toEqual(['stop', 'resubmit']);
    expect(shown(boxPanels(snap('failed_na', { role: 'seller' }), false))).toEqual(['resubmit']);
    expect(shown(boxPanels(snap('sold', { role: 'seller' }), false))).toEqual([]);
  });

  it('opens the renegotiation to both parties only', () => {
    const negotiation = { offer: 9000, counter: null, turn: 'seller' as const, deadline: 1, paused: false, yourTurn: true };
    expect(shown(boxPanels(snap('renegotiation', { role: 'seller', negotiation }), false))).toEqual(['negotiation', 'stop']);
    expect(shown(boxPanels(snap('renegotiation', { role: 'bidder', negotiation: { ...negotiation, yourTurn: false } }), true))).toEqual(['negotiation']);
    expect(shown(boxPanels(snap('renegotiation'), true))).toEqual([]);
  });
});

describe('amount bounds', () => {
  it('bounds a bid by the minimum next bid and the typing-error guard', () => {
    expect(bidBounds({ minNextBid: 10_250 })).toEqual({ min: 10_250, max: 20_500 });
  });

  it('lets the leader set an agent just above the own bid', () => {
    expect(agentBounds(snap('running', { holdingHighestBid: true })).min).toBe(10_001);
    expect(agentBounds(snap('running')).min).toBe(10_250);
  });

  it('puts a counter offer strictly between offer and last counter', () => {
    expect(counterBounds({ offer: 9000, counter: null })).toEqual({ min: 9001, max: null });
    expect(counterBounds({ offer: 9000, counter: 9800 })).toEqual({ min: 9001, max: 9799 });
  });

  it('asks a resubmitted minimum price at least 5 % lower', () => {
    expect(maxResubmitMinimum(20_000)).toBe(19_000);
    expect(maxResubmitMinimum(19_999)).toBe(18_999);
  });
});

describe('typed amounts', () => {
  const bounds = { min: 1000, max: 5000 };

  it('reads plain and grouped whole euros', () => {
    expect(parseAmount('2500', bounds)).toEqual({ ok: true, amount: 2500 });
    expect(parseAmount(' 2.500 € ', bounds)).toEqual({ ok: true, amount: 2500 });
    expect(parseAmount('2,500', bounds)).toEqual({ ok: true, amount: 2500 });
    expect(parseAmount('2 500', bounds)).toEqual({ ok: true, amount: 2500 });
  });

  it('refuses empty, fractional and out-of-bounds amounts', () => {
    expect(parseAmount('', bounds)).toEqual({ ok: false, error: 'required' });
    expect(parseAmount('2500,50', bounds)).toEqual({ ok: false, error: 'integer' });
    expect(parseAmount('-3', bounds)).toEqual({ ok: false, error: 'integer' });
    expect(parseAmount('999', bounds)).toEqual({ ok: false, error: 'min' });
    expect(parseAmount('5001', bounds)).toEqual({ ok: false, error: 'max' });
    expect(parseAmount('5001', { min: 1, max: null })).toEqual({ ok: true, amount: 5001 });
  });
});

describe('snapshot from the product answer', () => {
  it('takes the public figures and offers buy-now only while live and unreached', () => {
    const auction = {
      auctionId: 7,
      status: 'running' as const,
      endingAt: '2026-11-23T14:30:00.000Z',
      startsAt: null,
      attributes: { startPrice: 5000, highestBid: null, bidCount: 0, buyNowPrice: 12_000, exclusive: false, manufacturer: false },
    };
    const view = snapshotFromProduct(3, 'running', auction);
    expect(view).toMatchObject({ auctionId: 7, productId: 3, minNextBid: 5000, buyNowPrice: 12_000, endingAt: Date.parse('2026-11-23T14:30:00.000Z'), seq: -1 });
    expect(snapshotFromProduct(3, 'sold', auction).buyNowPrice).toBeNull();
  });
});
