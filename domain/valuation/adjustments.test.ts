import { describe, expect, it } from 'vitest';
import {
  adjustPrice,
  ageFactor,
  ageInYears,
  DEPRECIATION_PER_YEAR,
  evidenceWeight,
  FAILED_BID_UPLIFT,
  FAILED_BID_WEIGHT,
  MILEAGE_FACTOR_LIMIT,
  MILEAGE_RATE_PER_10K_KM,
  mileageFactor,
  RECENCY_HALF_LIFE_MONTHS,
} from './adjustments.ts';
import { monthsAgo, NOW, sale, subject } from './test-fixtures.ts';

describe('age adjustment', () => {
  it('measures age from mid-year of the first registration', () => {
    expect(ageInYears(2020, Date.UTC(2022, 6, 1))).toBeCloseTo(2, 2);
    expect(ageInYears(2030, NOW)).toBe(0);
  });

  it('raises the price of a comparable that was older at its sale by the yearly rate, and lowers a younger one', () => {
    // Sold today, two years older than the subject: the subject is worth (1 - 6 %)^-2 of its price.
    const older = sale({ firstRegistrationYear: 2017, at: NOW });
    expect(ageFactor(subject(), older, NOW)).toBeCloseTo(Math.pow(1 - DEPRECIATION_PER_YEAR.motorhome, -2), 3);
    const younger = sale({ firstRegistrationYear: 2021, at: NOW });
    expect(ageFactor(subject(), younger, NOW)).toBeCloseTo(Math.pow(1 - DEPRECIATION_PER_YEAR.motorhome, 2), 3);
  });

  it('carries an old sale of the same year forward: the vehicle has aged since', () => {
    const lastYear = sale({ at: monthsAgo(12) });
    expect(ageFactor(subject(), lastYear, NOW)).toBeCloseTo(1 - DEPRECIATION_PER_YEAR.motorhome, 2);
  });

  it('uses the trailer rate for trailers', () => {
    const trailer = subject({ productType: 'trailer', mileage: null });
    const older = sale({ productType: 'trailer', mileage: null, firstRegistrationYear: 2018, at: NOW });
    expect(ageFactor(trailer, older, NOW)).toBeCloseTo(1 / (1 - DEPRECIATION_PER_YEAR.trailer), 3);
  });
});

describe('mileage adjustment', () => {
  it('adds about 1.5 % per 10,000 km the comparable had driven more, and takes it off for less', () => {
    expect(mileageFactor(subject(), sale({ mileage: 80_000 }))).toBeCloseTo(Math.pow(1 - MILEAGE_RATE_PER_10K_KM, -2), 4);
    expect(mileageFactor(subject(), sale({ mileage: 40_000 }))).toBeCloseTo(Math.pow(1 - MILEAGE_RATE_PER_10K_KM, 2), 4);
  });

  it('is neutral without a mileage and capped far apart', () => {
    expect(mileageFactor(subject({ mileage: null }), sale())).toBe(1);
    expect(mileageFactor(subject(), sale({ mileage: null }))).toBe(1);
    expect(mileageFactor(subject({ mileage: 0 }), sale({ mileage: 900_000 }))).toBe(1 + MILEAGE_FACTOR_LIMIT);
  });
});

describe('adjusted price', () => {
  it('leaves the price of an identical vehicle sold today as it is', () => {
    expect(adjustPrice(subject(), sale({ at: NOW }), NOW)).toEqual({ price: 50_000, adjustments: [] });
  });

  it('lists each step in euros, and the steps add up to the adjusted price', () => {
    const adjusted = adjustPrice(subject(), sale({ at: NOW, firstRegistrationYear: 2017, mileage: 80_000 }), NOW);
    expect(adjusted.adjustments.map((step) => step.code)).toEqual(['age', 'mileage']);
    expect(adjusted.adjustments.every((step) => step.amount > 0)).toBe(true);
    expect(50_000 + adjusted.adjustments.reduce((sum, step) => sum + step.amount, 0)).toBe(adjusted.price);
  });

  it('raises a failed round\'s highest bid as a lower bound, marked as such', () => {
    const adjusted = adjustPrice(subject(), sale({ at: NOW, kind: 'failed_highest_bid', price: 40_000 }), NOW);
    expect(adjusted.adjustments).toEqual([{ code: 'failed_bid', amount: 40_000 * FAILED_BID_UPLIFT }]);
    expect(adjusted.price).toBe(40_000 * (1 + FAILED_BID_UPLIFT));
  });
});

describe('evidence weight', () => {
  it('halves per half-life of the sale\'s age and counts failed rounds less', () => {
    expect(evidenceWeight(sale({ at: NOW }), NOW)).toBe(1);
    expect(evidenceWeight(sale({ at: monthsAgo(RECENCY_HALF_LIFE_MONTHS) }), NOW)).toBeCloseTo(0.5, 2);
    expect(evidenceWeight(sale({ at: NOW, kind: 'failed_highest_bid' }), NOW)).toBe(FAILED_BID_WEIGHT);
  });
});
