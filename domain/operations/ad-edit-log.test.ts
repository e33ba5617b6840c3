import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_CATALOG } from '../attribute-catalog/index.ts';
import { formatEuro, formatUnit } from '../format.ts';
import { labelledEdit } from './ad-edit-log.ts';

const def = (code: string) => ATTRIBUTE_CATALOG.find((entry) => entry.entityType === 'product' && entry.code === code);
const edit = (attributeCode: string, value: string | null) => ({ id: 1, source: 'editor', attributeCode, value, actorCustomerId: 7, at: 0 });

describe('labelledEdit', () => {
  it('labels the code and shows a select by its option label in the console language', () => {
    const fuel = def('fuel');
    const option = fuel?.options?.[0];
    if (!fuel || !option) throw new Error('fuel has options');
    expect(labelledEdit(fuel, edit('fuel', option.code), 'en')).toMatchObject({ code: 'fuel', label: fuel.labels.en, value: option.labels.en, source: 'editor' });
    expect(labelledEdit(fuel, edit('fuel', option.code), 'de')).toMatchObject({ label: fuel.labels.de, value: option.labels.de });
  });

  it('shows numbers with their unit and euros as the storefront writes them', () => {
    const mileage = def('mileage');
    expect(labelledEdit(mileage, edit('mileage', '45000'), 'de').value).toBe(formatUnit(45000, 'km'));
    expect(labelledEdit(def('minimum_price'), edit('minimum_price', '30000'), 'de').value).toBe(formatEuro(30000));
  });

  it('keeps a removed value as null and an unknown code as stored', () => {
    expect(labelledEdit(def('mileage'), edit('mileage', null), 'en').value).toBeNull();
    expect(labelledEdit(undefined, edit('legacy_code', 'raw text'), 'en')).toMatchObject({ label: 'legacy_code', value: 'raw text' });
  });
});
