// The editor's confirmation popups (spec 001 section 5): which answers are confirmed, with which key and params.
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_CATALOG } from '../attribute-catalog/index.ts';
import {
  CONFIRM_MINIMUM_PRICE_BELOW,
  confirmationFor,
  confirmationKeys,
  DELETE_DAMAGE_IMAGE_CONFIRMATION,
  PLAUSIBLE_MILEAGE,
} from './confirmations.ts';

describe('price expectation', () => {
  it('is confirmed below the minimum target price of the kind, with the amount', () => {
    for (const kind of ['motorhome', 'trailer'] as const) {
      const limit = CONFIRM_MINIMUM_PRICE_BELOW[kind];
      expect(confirmationFor(kind, 'minimum_price', limit - 1), kind).toEqual({ key: 'minimum_price', params: { amount: limit - 1 } });
      expect(confirmationFor(kind, 'minimum_price', limit), kind).toBeNull();
    }
  });

  it('the same price can be low for a motorhome but not for a trailer', () => {
    const price = CONFIRM_MINIMUM_PRICE_BELOW.trailer;
    expect(confirmationFor('motorhome', 'minimum_price', price)).not.toBeNull();
    expect(confirmationFor('trailer', 'minimum_price', price)).toBeNull();
  });
});

describe('mileage', () => {
  it('is confirmed below 1000 and above 999999', () => {
    expect(PLAUSIBLE_MILEAGE).toEqual({ min: 1000, max: 999_999 });
    expect(confirmationFor('motorhome', 'mileage', 999)).toEqual({ key: 'mileage', params: { mileage: 999 } });
    expect(confirmationFor('motorhome', 'mileage', 0)).toEqual({ key: 'mileage', params: { mileage: 0 } });
    expect(confirmationFor('motorhome', 'mileage', 1_000_000)).toEqual({ key: 'mileage', params: { mileage: 1_000_000 } });
  });

  it('is not confirmed inside the range, bounds included', () => {
    for (const mileage of [1000, 85_000, 999_999]) expect(confirmationFor('motorhome', 'mileage', mileage), String(mileage)).toBeNull();
  });
});

describe('power', () => {
  it('is always confirmed with kW and PS = round(kW * 1.35962)', () => {
    expect(confirmationFor('motorhome', 'power', 110)).toEqual({ key: 'power', params: { kw: 110, ps: 150 } });
    expect(confirmationFor('motorhome', 'power', 96)).toEqual({ key: 'power', params: { kw: 96, ps: Math.round(96 * 1.35962) } });
    expect(confirmationFor('motorhome', 'power', 1)).toEqual({ key: 'power', params: { kw: 1, ps: 1 } });
  });

  it('a power of 0 is confirmed too (it is most likely a mistake)', () => {
    expect(confirmationFor('motorhome', 'power', 0)).toEqual({ key: 'power', params: { kw: 0, ps: 0 } });
  });

  it('an unreadable power is not', () => {
    expect(confirmationFor('motorhome', 'power', Number.NaN)).toBeNull();
  });
});

describe('select answers', () => {
  const confirmed: [string, string][] = [
    ['smoker_car', 'yes'],
    ['particulate_filter', 'yes'],
    ['yearly_leak_test', 'yes'],
    ['four_wheel_drive', 'yes'],
    ['independent_air_conditioning', 'yes'],
    ['winterproof', 'yes'],
    ['damaged', 'unknown'],
    ['water_damaged', 'unknown'],
    ['hail_damaged', 'unknown'],
    ['fuel', 'petrol'],
    ['keys_count', 'one'],
    ['headlamps', 'full_led'],
    ['headlamps', 'xenon'],
    ['defects_exists', 'no'],
    ['hu_expired', 'no'],
    ['service_book', 'yes'],
  ];

  it.each(confirmed)('%s = %s is confirmed with the key code.option', (code, option) => {
    expect(confirmationFor('motorhome', code, option)).toEqual({ key: `${code}.${option}` });
  });

  it('the other answers of the same fields are not', () => {
    const pairs: [string, string][] = [
      ['smoker_car', 'no'],
      ['smoker_car', 'unknown'],
      ['damaged', 'yes'],
      ['damaged', 'no'],
      ['fuel', 'diesel'],
      ['keys_count', 'two'],
      ['headlamps', 'led'],
      ['headlamps', 'halogen'],
      ['defects_exists', 'yes'],
      ['hu_expired', 'yes'],
      ['service_book', 'no'],
    ];
    for (const [code, option] of pairs) expect(confirmationFor('motorhome', code, option), `${code}.${option}`).toBeNull();
  });

  it('every confirmed option exists in the catalogue', () => {
    for (const [code, option] of confirmed) {
      const def = ATTRIBUTE_CATALOG.find((entry) => entry.entityType === 'product' && entry.code === code);
      expect(def?.options?.some((entry) => entry.code === option), `${code}.${option}`).toBe(true);
    }
  });

  it('unrelated fields and empty values are never confirmed', () => {
    expect(confirmationFor('motorhome', 'model', 'yes')).toBeNull();
    expect(confirmationFor('motorhome', 'smoker_car', '')).toBeNull();
    expect(confirmationFor('motorhome', 'smoker_car', null)).toBeNull();
    expect(confirmationFor('motorhome', 'minimum_price', undefined)).toBeNull();
  });

  it('matches option codes exactly', () => {
    expect(confirmationFor('motorhome', 'smoker_car', 'Yes')).toBeNull();
    expect(confirmationFor('motorhome', 'smoker_car', true)).toBeNull();
  });
});

describe('keys', () => {
  it('deleting a damage photo has its own confirmation', () => {
    expect(DELETE_DAMAGE_IMAGE_CONFIRMATION).toEqual({ key: 'delete_damage_image' });
  });

  it('confirmationKeys lists every key a confirmation can have, once', () => {
    const keys = confirmationKeys();
    expect(new Set(keys).size).toBe(keys.length);
    const produced = [
      confirmationFor('motorhome', 'minimum_price', 1),
      confirmationFor('motorhome', 'mileage', 1),
      confirmationFor('motorhome', 'power', 1),
      confirmationFor('motorhome', 'headlamps', 'xenon'),
      confirmationFor('trailer', 'keys_count', 'one'),
      DELETE_DAMAGE_IMAGE_CONFIRMATION,
    ];
    for (const confirmation of produced) expect(keys).toContain(confirmation?.key);
    expect(keys).toHaveLength(3 + 1 + 16);
  });
});
