/** The increment table, the minimum next bid and the typing-error guards, alone and through decide(). */
import { describe, expect, it } from 'vitest';
import { increment, INCREMENT_BANDS, maxSensibleAgentLimit, maxSensibleBid, minNextBid } from './increments.ts';
import { MAX_AMOUNT_EUR } from './rules.ts';
import { A, agent, apply, B, bid, buyingChance, END, expectRefused, HOUR, lateOffer, outcomeOf, running, T0 } from './test-fixtures.ts';

describe('increment', () => {
  it.each([
    [0, 50],
    [999, 50],
    [1_000, 100],
    [4_999, 100],
    [5_000, 250],
    [14_999, 250],
    [15_000, 500],
    [49_999, 500],
    [50_000, 1_000],
    [4_999_999, 1_000],
  ])('steps %i by %i', (price, step) => {
    expect(increment(price)).toBe(step);
  });

  it('grows with the price band and ends in an open band', () => {
    const steps = INCREMENT_BANDS.map(([, step]) => step);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(INCREMENT_BANDS.at(-1)?.[0]).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('minNextBid', () => {
  it('is the start price before the first bid, even an odd one', () => {
    expect(minNextBid(10_000, null)).toBe(10_000);
    expect(minNextBid(1_234, null)).toBe(1_234);
  });

  it('is the highest bid plus the step of its band', () => {
    expect(minNextBid(10_000, 10_000)).toBe(10_250);
    expect(minNextBid(10_000, 14_999)).toBe(15_249);
    expect(minNextBid(10_000, 15_000)).toBe(15_500);
    expect(minNextBid(500, 950)).toBe(1_000);
    expect(minNextBid(500, 1_000)).toBe(1_100);
  });
});

describe('typing-error guards', () => {
  it('allows a bid up to double the minimum or 10,000 EUR above it, whichever is more', () => {
    expect(maxSensibleBid(500)).toBe(10_500);
    expect(maxSensibleBid(10_000)).toBe(20_000);
    expect(maxSensibleBid(50_000)).toBe(100_000);
  });

  it('allows an agent limit up to three times the minimum or 30,000 EUR above it', () => {
    expect(maxSensibleAgentLimit(500)).toBe(30_500);
    expect(maxSensibleAgentLimit(15_000)).toBe(45_000);
    expect(maxSensibleAgentLimit(100_000)).toBe(300_000);
  });

  it('never allows more than the absolute bound', () => {
    expect(maxSensibleBid(3_000_000)).toBe(MAX_AMOUNT_EUR);
    expect(maxSensibleAgentLimit(2_000_000)).toBe(MAX_AMOUNT_EUR);
  });
});

describe('the guards through decide()', () => {
  const opened = apply(running(), bid(A, 10_000), T0 + 1).state;

  it('takes a first bid exactly at the limit and refuses one euro more', () => {
    expect(outcomeOf(running(), bid(A, 20_000), T0 + 1)).toBe('ok');
    expectRefused(running(), bid(A, 20_001), T0 + 1, 'bid_too_high', { maxBid: 20_000 });
    expectRefused(running(), bid(A, 9_999), T0 + 1, 'bid_too_low', { minNextBid: 10_000 });
  });

  it('measures the limit from the minimum next bid, not from the highest bid', () => {
    // minimum 10,250 -> at most 20,500
    expect(outcomeOf(opened, bid(B, 20_500), T0 + 2)).toBe('ok');
    expectRefused(opened, bid(B, 20_501), T0 + 2, 'bid_too_high', { maxBid: 20_500 });
    expectRefused(opened, bid(B, 10_249), T0 + 2, 'bid_too_low', { minNextBid: 10_250 });
  });

  it('gives agent limits the wider guard', () => {
    // minimum 10,250 -> at most 40,250
    expect(outcomeOf(opened, agent(B, 40_250), T0 + 2)).toBe('ok');
    expectRefused(opened, agent(B, 40_251), T0 + 2, 'bid_too_high', { maxBid: 40_250 });
    // the leader's minimum is one euro over the price: 10,001 -> at most 40,001
    expect(outcomeOf(opened, agent(A, 40_001), T0 + 2)).toBe('ok');
    expectRefused(opened, agent(A, 40_002), T0 + 2, 'bid_too_high', { maxBid: 40_001 });
  });

  it('guards late offers like bids', () => {
    const chance = buyingChance(); // highest 15,000 -> minimum 15,500 -> at most 31,000
    expect(outcomeOf(chance, lateOffer(B, 31_000), END + 25 * HOUR)).toBe('ok');
    expectRefused(chance, lateOffer(B, 31_001), END + 25 * HOUR, 'bid_too_high', { maxBid: 31_000 });
  });

  it('refuses everything once the price is within a step of the absolute bound', () => {
    const top = running({ startPrice: 4_999_500 });
    const state = apply(top, bid(A, 4_999_500), T0 + 1).state;
    expectRefused(state, bid(B, 5_000_500), T0 + 2, 'bid_too_high', { maxBid: MAX_AMOUNT_EUR });
    expectRefused(state, bid(B, 4_999_999), T0 + 2, 'bid_too_low', { minNextBid: 5_000_500 });
  });
});
