/** Field rules of the editor: controls from definitions, dependent fields, numbers, required fields, server rules. */
import { describe, expect, it } from 'vitest';
import { confirmationFor } from '../../domain/ad-editor/confirmations.ts';
import { addMonths, berlinToday, confirmationParams, controlOf, fieldShown, missingRequired, monthParts, parseWholeNumber, registrationYears, ruleErrors } from './editor-fields.ts';
import type { AttributeView } from './editor-product.ts';

const def = (attributeCode: string, backendType: AttributeView['backendType'], frontendInput: AttributeView['frontendInput'], options: string[] = []): AttributeView => ({
  attributeCode,
  backendType,
  frontendInput,
  label: attributeCode,
  unit: null,
  options: options.map((code, index) => ({ optionId: index + 1, code, label: code })),
});

describe('controls', () => {
  it('picks a control from the definition', () => {
    expect(controlOf(def('damaged', 'int', 'select', ['yes', 'no', 'unknown']))).toBe('radio');
    expect(controlOf(def('vat_reportable', 'int', 'select', ['yes', 'no']))).toBe('radio');
    expect(controlOf(def('fuel', 'int', 'select', ['diesel', 'petrol']))).toBe('select');
    expect(controlOf(def('equipment', 'varchar', 'multipleselect', ['awning']))).toBe('checkboxes');
    expect(controlOf(def('mileage', 'int', 'simple'))).toBe('number');
    expect(controlOf(def('first_registration', 'datetime', 'simple'))).toBe('month');
    expect(controlOf(def('pickup_date', 'datetime', 'simple'))).toBe('date');
    expect(controlOf(def('description', 'varchar', 'simple'))).toBe('textarea');
    expect(controlOf(def('model', 'varchar', 'simple'))).toBe('text');
  });

  it('shows dependent fields only after their answer', () => {
    expect(fieldShown('make_other', { make: 'hymer' }, 'unknown')).toBe(false);
    expect(fieldShown('make_other', { make: 'other' }, 'unknown')).toBe(true);
    expect(fieldShown('pickup_date', { pickup_availability: 'later' }, 'private')).toBe(true);
    expect(fieldShown('pickup_date', { pickup_availability: 'now' }, 'private')).toBe(false);
    expect(fieldShown('defects_description', { defects_exists: 'yes' }, 'private')).toBe(true);
    expect(fieldShown('defects_description', {}, 'private')).toBe(false);
    expect(fieldShown('vat_reportable', {}, 'private')).toBe(false);
    expect(fieldShown('vat_reportable', {}, 'commercial')).toBe(true);
    expect(fieldShown('vat_reportable', {}, 'unknown')).toBe(true);
    expect(fieldShown('model', {}, 'private')).toBe(true);
  });
});

describe('numbers and dates', () => {
  it('reads whole numbers with thousands separators, refuses anything else', () => {
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber(' 12500 ')).toBe(12500);
    expect(parseWholeNumber('12.500')).toBe(12500);
    expect(parseWholeNumber('1 250 000')).toBe(1250000);
    expect(parseWholeNumber('12,5')).toBe('invalid');
    expect(parseWholeNumber('1.5')).toBe('invalid');
    expect(parseWholeNumber('-3')).toBe('invalid');
    expect(parseWholeNumber('12e3')).toBe('invalid');
  });

  it('splits months and lists registration years', () => {
    expect(monthParts('2019-03-01')).toEqual({ year: '2019', month: '03' });
    expect(monthParts(undefined)).toEqual({ year: '', month: '' });
    const years = registrationYears('2026-05-10');
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1950);
    expect(addMonths('2026-11-30', 3)).toBe('2027-03-02');
    expect(berlinToday(Date.UTC(2026, 0, 31, 23, 30))).toBe('2026-02-01');
  });
});

describe('checks before the server', () => {
  it('names required fields that are shown and empty', () => {
    const codes = ['make', 'make_other', 'model', 'mileage', 'equipment'];
    const required = ['make', 'make_other', 'model', 'mileage', 'equipment'];
    expect(missingRequired(codes, { make: 'hymer', model: ' ', mileage: 0, equipment: [] }, required, 'private')).toEqual({
      model: 'validation.required',
      equipment: 'validation.required',
    });
    expect(missingRequired(codes, { make: 'other' }, required, 'private')).toMatchObject({ make_other: 'validation.required' });
  });

  it('applies the server rules to the changed field only, not the postcode', () => {
    expect(ruleErrors('motorhome', { minimum_price: 300 }, ['minimum_price'], '2026-05-10')).toEqual({ minimum_price: expect.stringMatching(/^validation\./) });
    expect(ruleErrors('motorhome', { minimum_price: 300 }, ['model'], '2026-05-10')).toEqual({});
    expect(ruleErrors('motorhome', { pickup_date: '2026-09-01' }, ['pickup_date'], '2026-05-10')).toEqual({ pickup_date: 'validation.pickup_date' });
    expect(ruleErrors('motorhome', { first_registration: '2027-01-01' }, ['first_registration'], '2026-05-10')).toEqual({ first_registration: 'validation.date_range' });
    expect(ruleErrors('motorhome', { zipcode: 'x' }, ['zipcode'], '2026-05-10')).toEqual({});
  });

  it('formats confirmation params for their texts', () => {
    expect(confirmationParams(confirmationFor('motorhome', 'minimum_price', 4500) ?? { key: '' })).toEqual({ amount: '4.500\u00a0€' });
    expect(confirmationParams(confirmationFor('motorhome', 'power', 110) ?? { key: '' })).toEqual({ kw: '110', ps: '150' });
    expect(confirmationParams(confirmationFor('motorhome', 'mileage', 1_200_000) ?? { key: '' })).toEqual({ mileage: '1.200.000' });
    expect(confirmationParams({ key: 'fuel.petrol' })).toEqual({});
  });
});
