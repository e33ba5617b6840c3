/** The valuation draft keeps what was typed across a reload, merges with the server's answer and builds the PUT body. */
import { describe, expect, it } from 'vitest';
import type { ValuationAnswer } from '../../domain/valuation/form.ts';
import { valuationUpdateSchema } from '../../domain/valuation/form.ts';
import { safeParse } from 'zod/mini';
import { clearLocalDraft, draftFromAnswer, loadLocalDraft, mergeDrafts, parseDraft, readNumber, saveLocalDraft, updateBody } from './valuation-draft.ts';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function answer(overrides: Partial<ValuationAnswer['valuate_my_vehicle']> = {}): ValuationAnswer {
  return {
    product: { entityId: 41, productType: 'trailer', make: 'Hobby', model: 'De Luxe 460', firstRegistrationYear: 2016, lengthMm: 7400 },
    valuate_my_vehicle: {
      status: 'editing', step: 2, steps: 3, name: 'Eva Lang', email: 'eva@example.org', phone: null, desiredPrice: 14500, plannedSale: null,
      submittedAt: null, valuatedAt: null, range: null, estimate: null, operatorNote: null, reportPath: null, ...overrides,
    },
    customer: { email: null, signedIn: false },
    tracking_status: 'editing',
  };
}

describe('readNumber', () => {
  it('reads thousands separators and refuses what is no whole number', () => {
    expect(readNumber('12.500')).toBe(12500);
    expect(readNumber(' 86 000 ')).toBe(86000);
    expect(readNumber('')).toBeUndefined();
    expect(readNumber('12,5')).toBe('invalid');
    expect(readNumber('abc')).toBe('invalid');
  });
});

describe('the browser copy', () => {
  it('survives a reload: saved, loaded, cleared per vehicle type', () => {
    const store = memoryStore();
    saveLocalDraft('motorhome', { entityId: null, values: { make: 'Hymer', mileage: '86.000', equipment: ['awning'] } }, store);
    expect(loadLocalDraft('motorhome', store)).toEqual({ entityId: null, values: { make: 'Hymer', mileage: '86.000', equipment: ['awning'] } });
    expect(loadLocalDraft('trailer', store)).toBeNull();
    clearLocalDraft('motorhome', store);
    expect(loadLocalDraft('motorhome', store)).toBeNull();
  });

  it('drops unknown fields, wrong kinds and unknown choices, and ignores a broken copy', () => {
    const raw = JSON.stringify({
      entityId: -3,
      values: { make: 'Knaus', fuel: 'kerosene', damaged: 'no', equipment: ['awning', 'jacuzzi'], acceptedPrivacy: 'yes', admin: true, model: 'x'.repeat(400) },
    });
    expect(parseDraft(raw)).toEqual({ entityId: null, values: { make: 'Knaus', damaged: 'no', equipment: ['awning'] } });
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft(null)).toBeNull();
  });

  it('is never fatal when the store refuses', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); }, removeItem: () => undefined };
    expect(() => saveLocalDraft('trailer', { entityId: null, values: {} }, refusing)).not.toThrow();
    expect(loadLocalDraft('trailer', refusing)).toBeNull();
  });
});

describe('restoring after a reload', () => {
  it("takes the server's answer as text fields and lets the browser's newer typing win", () => {
    const server = draftFromAnswer(answer());
    expect(server).toEqual({
      entityId: 41,
      values: { make: 'Hobby', model: 'De Luxe 460', firstRegistrationYear: '2016', lengthMm: '7400', name: 'Eva Lang', email: 'eva@example.org', desiredPrice: '14500' },
    });
    const merged = mergeDrafts(server, { entityId: 41, values: { model: 'De Luxe 460 UFe', zipCode: '', smokerCar: 'no' } });
    expect(merged.values).toMatchObject({ make: 'Hobby', model: 'De Luxe 460 UFe', smokerCar: 'no' });
    // An emptied browser field does not wipe what the server holds.
    expect(merged.values.zipCode).toBeUndefined();
  });

  it("ignores the browser's copy of another valuation and keeps it when there is no server draft", () => {
    const server = draftFromAnswer(answer());
    expect(mergeDrafts(server, { entityId: 7, values: { make: 'Fendt' } }).values.make).toBe('Hobby');
    expect(mergeDrafts(null, { entityId: null, values: { make: 'Fendt' } }).values.make).toBe('Fendt');
    expect(mergeDrafts(null, null)).toEqual({ entityId: null, values: {} });
  });
});

describe('updateBody', () => {
  it('splits vehicle and contact, parses numbers and leaves out what does not read yet', () => {
    const body = updateBody('motorhome', { make: ' Hymer ', mileage: '86.000', powerKw: '1x0', email: 'a@b.de', acceptedPrivacy: true, zipCode: '' }, 2, true);
    expect(body).toEqual({
      product: { productType: 'motorhome', make: ' Hymer ', mileage: 86000 },
      valuate_my_vehicle: { step: 2, submit: true, email: 'a@b.de', acceptedPrivacy: true },
    });
    expect(safeParse(valuationUpdateSchema, body).success).toBe(true);
  });
});
