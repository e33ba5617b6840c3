import { describe, expect, it } from 'vitest';
import { demoSalesHistory, HISTORY_DAYS, HISTORY_MOTORHOMES, HISTORY_TRAILERS, marketValue } from './demo-sales-history.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const history = demoSalesHistory(NOW);
const sold = history.filter((sale) => sale.rounds.at(-1)?.sold);

describe('demo sales history', () => {
  it('has the promised number of sales per type, some failed rounds, and unique internal numbers', () => {
    expect(sold.filter((sale) => sale.productType === 'motorhome')).toHaveLength(HISTORY_MOTORHOMES);
    expect(sold.filter((sale) => sale.productType === 'trailer')).toHaveLength(HISTORY_TRAILERS);
    const failedRounds = history.flatMap((sale) => sale.rounds.filter((round) => !round.sold));
    expect(failedRounds.length).toBeGreaterThan(50);
    expect(history.some((sale) => !sale.rounds.at(-1)?.sold)).toBe(true);
    expect(new Set(history.map((sale) => sale.internalNumber)).size).toBe(history.length);
  });

  it('is deterministic for a given moment', () => {
    expect(demoSalesHistory(NOW)).toEqual(history);
  });

  it('keeps every round in the past two years and every vehicle plausible', () => {
    const start = NOW.getTime() - (HISTORY_DAYS + 80) * 86_400_000;
    for (const sale of history) {
      for (const round of sale.rounds) {
        expect(round.endedAt).toBeLessThanOrEqual(NOW.getTime());
        expect(round.endedAt).toBeGreaterThan(start);
        expect(round.secondBid).toBeLessThanOrEqual(round.highestBid);
        expect(round.highestBid).toBeGreaterThanOrEqual(1000);
        expect(round.highestBid).toBeLessThan(140_000);
      }
      expect(new Date(sale.rounds.at(-1)?.endedAt ?? 0).getUTCFullYear()).toBeGreaterThanOrEqual(sale.firstRegistrationYear);
      expect(sale.mileage === null).toBe(sale.productType === 'trailer');
      expect(sale.rounds.map((round) => round.round)).toEqual(sale.rounds.map((_, index) => index + 1));
    }
  });

  it('prices from a market model: older and more driven is worth less', () => {
    const base = { productType: 'motorhome' as const, firstRegistrationYear: 2020, firstRegistrationMonth: 6, mileage: 60_000, equipment: ['awning'] };
    const at = NOW.getTime();
    const value = marketValue(base, 80_000, at, at);
    expect(marketValue({ ...base, firstRegistrationYear: 2016 }, 80_000, at, at)).toBeLessThan(value);
    expect(marketValue({ ...base, mileage: 120_000 }, 80_000, at, at)).toBeLessThan(value);
    expect(marketValue({ ...base, equipment: ['awning', 'solar_panel', 'sat_tv'] }, 80_000, at, at)).toBeGreaterThan(value);
  });
});
