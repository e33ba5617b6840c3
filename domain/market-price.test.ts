import { describe, expect, it } from 'vitest';
import { marketPriceAudience, marketPriceReport, MIN_COMPARABLES, tooFew } from './market-price.ts';
import { valuate } from './valuation/comparables.ts';
import { NOW, sale, subject } from './valuation/test-fixtures.ts';
import type { Viewer } from './viewer.ts';

const SUBJECT_ID = 9_999;
const prices = [44_000, 46_000, 48_000, 50_000, 52_000, 54_000];

describe('market price', () => {
  it('is the valuation engine’s band over comparable sales, with the count', () => {
    const sales = prices.map((price) => sale({ price }));
    const report = marketPriceReport(SUBJECT_ID, subject(), sales, NOW);
    const estimate = valuate(subject(), sales, NOW);
    if (estimate.state !== 'range') throw new Error('expected a range');
    expect(report.price).toEqual({ status: 'ok', low: estimate.low, high: estimate.high, comparables: prices.length });
    expect(report.comparables).toHaveLength(prices.length);
  });

  it('says too few below the engine’s threshold, and still lists what it found', () => {
    const sales = prices.slice(0, MIN_COMPARABLES - 1).map((price) => sale({ price }));
    const report = marketPriceReport(SUBJECT_ID, subject(), sales, NOW);
    expect(report.price).toEqual({ status: 'too_few', comparables: MIN_COMPARABLES - 1 });
    expect(report.comparables).toHaveLength(MIN_COMPARABLES - 1);
    expect(tooFew(MIN_COMPARABLES - 1)).toBe(true);
    expect(tooFew(MIN_COMPARABLES)).toBe(false);
  });

  it('leaves out the vehicle’s own earlier rounds', () => {
    const sales = [...prices.slice(0, MIN_COMPARABLES - 1).map((price) => sale({ price })), sale({ vehicleId: SUBJECT_ID, kind: 'failed_highest_bid', price: 30_000 })];
    expect(marketPriceReport(SUBJECT_ID, subject(), sales, NOW).price.status).toBe('too_few');
    expect(marketPriceReport(SUBJECT_ID + 1, subject(), sales, NOW).price.status).toBe('ok');
  });

  it('gives key data only: no ids, mileage rounded, month and country', () => {
    const sales = prices.map((price) => ({ ...sale({ price, mileage: 61_349, at: Date.UTC(2026, 2, 15) }), country: 'NL' }));
    const [first] = marketPriceReport(SUBJECT_ID, subject(), sales, NOW).comparables;
    expect(Object.keys(first ?? {}).sort()).toEqual(['country', 'firstRegistrationYear', 'kind', 'make', 'mileage', 'model', 'price', 'similarity', 'soldMonth']);
    expect(first).toMatchObject({ mileage: 61_000, soldMonth: '2026-03', country: 'NL' });
  });
});

describe('who sees the market price', () => {
  const customer = (merchant: { accepted: boolean | null; blocked: boolean } | null): Viewer => ({
    customer: { customerId: 7, email: 'a@b.de', name: 'A', surname: 'B', profileType: 'MERCHANT', isAdmin: false, languageSetting: 'de', emailVerified: true, adsCount: 0, merchant: merchant && { merchantId: 1, ...merchant } },
  });

  it('the seller of the vehicle and approved dealers only', () => {
    expect(marketPriceAudience({ customer: null }, 7)).toBeNull();
    expect(marketPriceAudience(customer(null), 7)).toBe('seller');
    expect(marketPriceAudience(customer(null), 8)).toBeNull();
    expect(marketPriceAudience(customer({ accepted: true, blocked: false }), 8)).toBe('dealer');
    expect(marketPriceAudience(customer({ accepted: null, blocked: false }), 8)).toBeNull();
    expect(marketPriceAudience(customer({ accepted: true, blocked: true }), 8)).toBeNull();
  });
});
