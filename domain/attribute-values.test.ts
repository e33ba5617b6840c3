import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_CATALOG } from './attribute-catalog/index.ts';
import { checkProductValues, flattenGroups, NOT_EDITABLE_IN_VERSION } from './attribute-values.ts';

const check = (input: Record<string, unknown>, kind: 'motorhome' | 'trailer' = 'motorhome') =>
  checkProductValues(ATTRIBUTE_CATALOG, kind, input, NOT_EDITABLE_IN_VERSION);

describe('checkProductValues', () => {
  it('accepts well-typed values and trims text', () => {
    expect(check({ mileage: 45000, fuel: 'diesel', equipment: ['awning', 'awning', 'solar_panel'], model: '  B 678 ', main_inspection_validity: '2027-05-01' })).toEqual({
      ok: true,
      values: { mileage: 45000, fuel: 'diesel', equipment: ['awning', 'solar_panel'], model: 'B 678', main_inspection_validity: '2027-05-01' },
    });
  });

  it('names every bad value by its code', () => {
    const result = check({ mileage: -5, fuel: 'steam', equipment: ['jacuzzi'], model: 'x'.repeat(201), main_inspection_validity: '2027-02-30', power: '100' });
    expect(result).toEqual({
      ok: false,
      fields: {
        mileage: 'validation.invalid',
        fuel: 'validation.invalid',
        equipment: 'validation.invalid',
        model: 'validation.max',
        main_inspection_validity: 'validation.date',
        power: 'validation.invalid',
      },
    });
  });

  it('refuses unknown codes, attributes of the other vehicle kind and locked ones; null clears', () => {
    expect(check({ colour: 'red', mileage: 1000, product_type: 'trailer' }, 'trailer')).toEqual({
      ok: false,
      fields: { colour: 'validation.unknown_attribute', mileage: 'validation.unknown_attribute', product_type: 'validation.not_editable' },
    });
    expect(check({ trailer_length: null }, 'trailer')).toEqual({ ok: true, values: { trailer_length: null } });
  });

  it('allows long descriptions but not endless ones', () => {
    expect(check({ description: 'a'.repeat(5000) }).ok).toBe(true);
    expect(check({ description: 'a'.repeat(5001) }).ok).toBe(false);
  });
});

describe('flattenGroups', () => {
  it('merges the grouped answer shape into one map', () => {
    expect(flattenGroups({ ints: { mileage: 1 }, selects: { fuel: 'diesel' }, others: { model: 'X' } })).toEqual({ mileage: 1, fuel: 'diesel', model: 'X' });
  });
});
