import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { callbackSchema } from './callback.ts';
import { fieldErrors } from './rules.ts';

const valid = { name: ' Anna Berg ', phone: '+49 170 1234567', window: 'morning', topic: 'selling', consent: true };

function errors(value: unknown): Record<string, string> {
  const result = z.safeParse(callbackSchema, value);
  return result.success ? {} : fieldErrors(result.error);
}

describe('callbackSchema', () => {
  it('accepts a request and trims the name; an empty ad reference is none', () => {
    const result = z.parse(callbackSchema, { ...valid, adId: '', note: ' ' });
    expect(result).toMatchObject({ name: 'Anna Berg', phone: '+49 170 1234567', adId: undefined, note: '' });
  });

  it('reads the ad reference from form text or a number', () => {
    expect(z.parse(callbackSchema, { ...valid, adId: ' 1234 ' }).adId).toBe(1234);
    expect(z.parse(callbackSchema, { ...valid, adId: 77 }).adId).toBe(77);
  });

  it('names each bad field with its rule', () => {
    expect(errors({ name: '', phone: '12', window: 'night', topic: 'x', adId: 'abc', consent: false })).toEqual({
      name: 'validation.required',
      phone: 'validation.telephone_personal_data',
      window: 'validation.invalid_value',
      topic: 'validation.invalid_value',
      adId: 'validation.integer',
      consent: 'validation.callback_consent',
    });
  });

  it('requires the phone number and refuses negative or fractional ad numbers', () => {
    expect(errors({ ...valid, phone: ' ' })).toEqual({ phone: 'validation.required' });
    expect(errors({ ...valid, adId: -3 })).toEqual({ adId: 'validation.integer' });
    expect(errors({ ...valid, adId: '1.5' })).toEqual({ adId: 'validation.integer' });
    expect(errors({ ...valid, note: 'x'.repeat(1001) })).toEqual({ note: 'validation.max' });
  });
});
