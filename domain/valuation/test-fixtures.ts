/** Shared fixtures for the valuation tests: the clock, a subject and past sales like it. */
import type { ComparableSale, ValuationSubject } from './types.ts';

export const NOW = Date.UTC(2026, 5, 1);
const MONTH = 30.44 * 24 * 3600_000;

export function subject(overrides: Partial<ValuationSubject> = {}): ValuationSubject {
  return {
    productType: 'motorhome',
    make: 'Knaus',
    model: 'Sky TI 650 MEG',
    firstRegistrationYear: 2019,
    mileage: 60_000,
    lengthMm: 6990,
    equipment: ['awning', 'solar_panel', 'sat_tv'],
    ...overrides,
  };
}

let sequence = 0;

/** A hammer sale of a vehicle just like the default subject, sold a month before NOW, unless overridden. */
export function sale(overrides: Partial<ComparableSale> = {}): ComparableSale {
  sequence += 1;
  return {
    ...subject(),
    saleId: `o${sequence}`,
    vehicleId: sequence,
    price: 50_000,
    kind: 'hammer',
    at: NOW - MONTH,
    ...overrides,
  };
}

export const monthsAgo = (months: number) => NOW - months * MONTH;
