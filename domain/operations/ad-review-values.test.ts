/** Labels and differences of ad values as the operators' review shows them. */
import { describe, expect, it } from 'vitest';
import type { AttributeDef } from '../attributes.ts';
import { changedCodes, consoleLanguage, labelledValues, valueChanges, valueText } from './ad-review-values.ts';

const labels = (de: string, en: string) => ({ de, en, nl: en, sv: en, da: en, pl: en, es: en, cs: en });
const fuel: AttributeDef = {
  code: 'fuel',
  entityType: 'product',
  backendType: 'int',
  frontendInput: 'select',
  labels: labels('Kraftstoff', 'Fuel'),
  options: [{ code: 'diesel', labels: labels('Diesel', 'Diesel') }, { code: 'petrol', labels: labels('Benzin', 'Petrol') }],
};
const equipment: AttributeDef = {
  code: 'equipment',
  entityType: 'product',
  backendType: 'varchar',
  frontendInput: 'multipleselect',
  labels: labels('Ausstattung', 'Equipment'),
  options: [{ code: 'awning', labels: labels('Markise', 'Awning') }, { code: 'solar_panel', labels: labels('Solaranlage', 'Solar panel') }],
};
const mileage: AttributeDef = { code: 'mileage', entityType: 'product', backendType: 'int', frontendInput: 'simple', labels: labels('Kilometerstand', 'Mileage'), unit: 'km' };

describe('console language', () => {
  it('is German for de and English for every other locale', () => {
    expect(consoleLanguage('de')).toBe('de');
    expect(['en', 'nl', 'cs'].map(consoleLanguage)).toEqual(['en', 'en', 'en']);
  });
});

describe('labelled values', () => {
  it('labels values in catalogue order, option labels for selects, unknown codes last', () => {
    const values = { zzz: 'raw', mileage: 45000, equipment: ['solar_panel', 'awning'], fuel: 'petrol' };
    expect(labelledValues([fuel, equipment, mileage], values, 'de')).toEqual([
      { code: 'fuel', label: 'Kraftstoff', value: 'Benzin', unit: null },
      { code: 'equipment', label: 'Ausstattung', value: 'Solaranlage, Markise', unit: null },
      { code: 'mileage', label: 'Kilometerstand', value: '45.000\u00a0km', unit: 'km' },
      { code: 'zzz', label: 'zzz', value: 'raw', unit: null },
    ]);
  });

  it('shows an unknown option code as stored', () => {
    expect(valueText(fuel, 'steam', 'en')).toBe('steam');
    expect(valueText(fuel, undefined, 'en')).toBe('');
  });
});

describe('changes of a copy', () => {
  it('names added, changed and removed values, and lists compare by content', () => {
    const before = { mileage: 45000, equipment: ['awning'], description: 'Alt', same: ['a', 'b'] };
    const after = { mileage: 46000, equipment: ['awning', 'solar_panel'], fuel: 'diesel', same: ['a', 'b'] };
    expect(changedCodes(before, after)).toEqual(['description', 'equipment', 'fuel', 'mileage']);
    expect(valueChanges(before, after)).toEqual({ description: null, equipment: ['awning', 'solar_panel'], fuel: 'diesel', mileage: 46000 });
    expect(changedCodes(after, after)).toEqual([]);
  });
});
