import { describe, expect, it } from 'vitest';
import { MAX_COMPARABLES, MIN_COMPARABLES, selectComparables, valuate } from './comparables.ts';
import type { ComparableSale } from './types.ts';
import { monthsAgo, NOW, sale, subject } from './test-fixtures.ts';

/** Five identical vehicles sold today at the given prices. */
const soldToday = (prices: number[]) => prices.map((price) => sale({ price, at: NOW }));

describe('comparable selection', () => {
  it('puts the nearest first and never takes another product type', () => {
    const trailer = sale({ productType: 'trailer', mileage: null });
    const near = sale({ mileage: 62_000 });
    const farther = sale({ firstRegistrationYear: 2016, mileage: 110_000 });
    const otherMake = sale({ make: 'Hymer', model: 'Exsis-i 580', firstRegistrationYear: 2019 });
    const chosen = selectComparables(subject(), [otherMake, trailer, farther, near]);
    expect(chosen.map((candidate) => candidate.sale)).toEqual([near, farther, otherMake]);
    expect(chosen.some((candidate) => candidate.sale.productType === 'trailer')).toBe(false);
  });

  it('keeps at most the nearest dozen and drops sales too unlike the subject', () => {
    const many = Array.from({ length: 20 }, (_, index) => sale({ mileage: 60_000 + index * 1000 }));
    const chosen = selectComparables(subject(), many);
    expect(chosen).toHaveLength(MAX_COMPARABLES);
    expect(chosen.map((candidate) => candidate.sale)).toEqual(many.slice(0, MAX_COMPARABLES));
    const unlike = sale({ make: 'Morelo', model: 'Home 88 LB', firstRegistrationYear: 2008, mileage: 250_000, lengthMm: 8800, equipment: [] });
    expect(selectComparables(subject(), [unlike])).toEqual([]);
  });

  it('breaks ties deterministically: newer sale first', () => {
    const old = sale({ at: monthsAgo(10) });
    const recent = sale({ at: monthsAgo(2) });
    expect(selectComparables(subject(), [old, recent]).map((candidate) => candidate.sale)).toEqual([recent, old]);
  });
});

describe('valuate', () => {
  it('answers "too few" below the minimum instead of a number', () => {
    const sales = soldToday([48_000, 50_000, 52_000, 54_000]);
    expect(valuate(subject(), sales, NOW)).toEqual({ state: 'too_few', found: 4, needed: MIN_COMPARABLES });
    expect(valuate(subject(), [], NOW)).toEqual({ state: 'too_few', found: 0, needed: MIN_COMPARABLES });
    // Sales of the other type do not count towards the minimum.
    const trailers = Array.from({ length: 8 }, () => sale({ productType: 'trailer', mileage: null }));
    expect(valuate(subject(), [...sales, ...trailers], NOW)).toMatchObject({ state: 'too_few', found: 4 });
  });

  it('gives the quantile band of identical vehicles sold today', () => {
    const estimate = valuate(subject(), soldToday([40_000, 45_000, 50_000, 55_000, 60_000]), NOW);
    expect(estimate).toMatchObject({ state: 'range', low: 42_500, mid: 50_000, high: 57_500, factors: [] });
    if (estimate.state !== 'range') throw new Error('expected a range');
    expect(estimate.method).toEqual({ version: 'comparables-v1', k: 5, quantiles: [0.2, 0.8] });
    expect(estimate.comparables.reduce((sum, item) => sum + item.weight, 0)).toBeCloseTo(1, 2);
  });

  it('moves the estimate up for a younger, less driven subject and says why', () => {
    const sales = soldToday([48_000, 49_000, 50_000, 51_000, 52_000]).map((item) => ({ ...item, firstRegistrationYear: 2017, mileage: 100_000 }));
    const estimate = valuate(subject(), sales, NOW);
    if (estimate.state !== 'range') throw new Error('expected a range');
    expect(estimate.mid).toBeGreaterThan(50_000);
    expect(estimate.factors.map(({ code, direction }) => ({ code, direction }))).toEqual([
      { code: 'age', direction: 'up' },
      { code: 'mileage', direction: 'up' },
    ]);
    expect(estimate.factors.every((factor) => factor.amount > 0)).toBe(true);
  });

  it('moves it down for an older subject', () => {
    const estimate = valuate(subject({ firstRegistrationYear: 2016 }), soldToday([48_000, 49_000, 50_000, 51_000, 52_000]), NOW);
    if (estimate.state !== 'range') throw new Error('expected a range');
    expect(estimate.mid).toBeLessThan(50_000);
    expect(estimate.factors[0]).toMatchObject({ code: 'age', direction: 'down' });
  });

  it('marks failed rounds, raises their bids and weighs them less than sales', () => {
    const sales = [...soldToday([50_000, 50_000, 50_000]), sale({ at: NOW, price: 40_000, kind: 'failed_highest_bid' }), sale({ at: NOW, price: 40_000, kind: 'failed_highest_bid' })];
    const estimate = valuate(subject(), sales, NOW);
    if (estimate.state !== 'range') throw new Error('expected a range');
    const failed = estimate.comparables.filter((item) => item.kind === 'failed_highest_bid');
    const hammer = estimate.comparables.filter((item) => item.kind === 'hammer');
    expect(failed).toHaveLength(2);
    expect(failed.every((item) => item.adjustedPrice === 43_200 && item.adjustments[0]?.code === 'failed_bid')).toBe(true);
    expect(failed[0]?.weight).toBeLessThan(hammer[0]?.weight ?? 0);
    expect(estimate.factors).toContainEqual(expect.objectContaining({ code: 'failed_bid', direction: 'up' }));
    expect(estimate.mid).toBe(50_000);
  });

  it('lets recent sales count more than old ones', () => {
    const sales = [...Array.from({ length: 3 }, () => sale({ at: monthsAgo(1), price: 60_000 })), ...Array.from({ length: 3 }, () => sale({ at: monthsAgo(30), price: 60_000 }))];
    const estimate = valuate(subject(), sales, NOW);
    if (estimate.state !== 'range') throw new Error('expected a range');
    expect(estimate.comparables[0]?.weight).toBeGreaterThan(estimate.comparables[5]?.weight ?? 1);
  });

  it('is deterministic and keeps no identity of the sale, buyer or seller in its output', () => {
    const sales: ComparableSale[] = soldToday([40_000, 45_000, 50_000, 55_000, 60_000]).map((item) => ({ ...item, buyerId: 7, sellerId: 8 }) as ComparableSale);
    const first = valuate(subject(), sales, NOW);
    expect(valuate(subject(), [...sales].reverse(), NOW)).toEqual(first);
    const text = JSON.stringify(first);
    for (const field of ['saleId', 'vehicleId', 'buyer', 'seller', 'customer', 'productId']) expect(text).not.toContain(field);
    if (first.state !== 'range') throw new Error('expected a range');
    expect(Object.keys(first.comparables[0] ?? {}).sort()).toEqual(
      ['adjustedPrice', 'adjustments', 'at', 'equipment', 'firstRegistrationYear', 'kind', 'lengthMm', 'make', 'mileage', 'model', 'price', 'similarity', 'weight'],
    );
  });
});
