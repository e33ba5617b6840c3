import { describe, expect, it } from 'vitest';
import { priceBand, priceStep, weightedQuantile } from './quantile-band.ts';

const equal = (values: number[]) => values.map((value) => ({ value, weight: 1 }));

describe('weighted quantile', () => {
  it('is the ordinary median with equal weights', () => {
    expect(weightedQuantile(equal([30, 10, 20]), 0.5)).toBe(20);
    expect(weightedQuantile(equal([10, 20, 30, 40]), 0.5)).toBe(25);
  });

  it('interpolates between the midpoints of the weights', () => {
    // Positions 0.125, 0.375, 0.625, 0.875: the 0.25-quantile lies halfway between 10 and 20.
    expect(weightedQuantile(equal([10, 20, 30, 40]), 0.25)).toBe(15);
    expect(weightedQuantile(equal([10, 20, 30, 40]), 0.05)).toBe(10);
    expect(weightedQuantile(equal([10, 20, 30, 40]), 0.95)).toBe(40);
  });

  it('moves towards heavier values and ignores weightless ones', () => {
    const items = [
      { value: 10, weight: 3 },
      { value: 20, weight: 1 },
      { value: 1000, weight: 0 },
    ];
    // Positions 0.375 and 0.875: the median lies a quarter of the way from 10 to 20.
    expect(weightedQuantile(items, 0.5)).toBe(12.5);
    expect(weightedQuantile([], 0.5)).toBeNaN();
  });
});

describe('price band', () => {
  it('gives the 20th-80th percentile around the weighted median, rounded outwards to 500 EUR', () => {
    const band = priceBand(equal([40_000, 45_000, 50_000, 55_000, 60_000]));
    // Positions 0.1, 0.3, 0.5, 0.7, 0.9: q0.2 = 42,500, q0.8 = 57,500.
    expect(band).toEqual({ low: 42_500, mid: 50_000, high: 57_500 });
  });

  it('never rounds inwards', () => {
    const band = priceBand(equal([40_100, 45_100, 50_100, 55_100, 60_100]));
    expect(band).toEqual({ low: 42_500, mid: 50_000, high: 58_000 });
  });

  it('widens a band of identical prices to at least ±3 %', () => {
    expect(priceBand(equal([50_000, 50_000, 50_000]))).toEqual({ low: 48_500, mid: 50_000, high: 51_500 });
  });

  it('rounds cheap vehicles to 100 EUR and has no band without evidence', () => {
    expect(priceStep(8_000)).toBe(100);
    expect(priceStep(12_000)).toBe(500);
    expect(priceBand(equal([8_000, 8_050, 8_100, 8_150, 8_200]))).toEqual({ low: 7_800, mid: 8_100, high: 8_400 });
    expect(priceBand([])).toBeNull();
  });
});
