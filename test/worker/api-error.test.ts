/** The API's error answers are always in the viewer's language: field messages included, never a raw i18n key. */
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../client/i18n/resources.ts';
import { LOCALES } from '../../domain/locales.ts';
import type { AppEnv } from '../../worker/env.ts';
import { ApiError, errorBody } from '../../worker/lib/api-error.ts';
import { createMerchant, requestId, type Party } from './auction-fixtures.ts';
import { call, json } from './helpers.ts';

interface ErrorAnswer {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const RAW_KEY = /^(errors|validation)\.[a-z_]+$/;
const validation = (locale: (typeof LOCALES)[number]) => resources[locale].translation.validation as Record<string, string>;

let dealer: Party | undefined;
const bidWith = async (locale: string, body: unknown) => {
  dealer ??= await createMerchant();
  const response = await call('/private/auction/1/bid', { method: 'POST', headers: { ...dealer.headers, 'X-Locale': locale }, json: body });
  expect(response.status).toBe(400);
  return (await json<ErrorAnswer>(response)).error;
};

describe('auction input errors in every locale', () => {
  for (const locale of LOCALES) {
    it(`words a broken amount and request id in ${locale}`, async () => {
      const error = await bidWith(locale, { amount: 10_000.5, requestId: 'short' });
      expect(error.code).toBe('validation_failed');
      expect(error.fields).toEqual({ amount: validation(locale).integer, requestId: validation(locale).min });
      for (const text of [error.message, ...Object.values(error.fields ?? {})]) expect(text).not.toMatch(RAW_KEY);
    });

    it(`words an amount out of range in ${locale}`, async () => {
      expect((await bidWith(locale, { amount: 0, requestId: requestId() })).fields?.amount).toBe(validation(locale).min_value);
      expect((await bidWith(locale, { amount: 999_999_999, requestId: requestId() })).fields?.amount).toBe(validation(locale).max_value);
    });
  }
});

describe('an error text that is missing', () => {
  afterEach(() => vi.restoreAllMocks());

  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('locale', 'en');
    c.set('requestId', 'missing-text-test');
    await next();
  });
  app.get('/client-error', () => {
    throw new ApiError(422, 'no_such_code', { amount: 'validation.no_such_rule', name: 'plain words, not a key', nested: 'validation' });
  });
  app.get('/server-error', () => {
    throw new ApiError(503, 'no_such_outage');
  });
  app.onError((error, c) => c.json(errorBody(c, error as ApiError), (error as ApiError).status));

  it('falls back to generic localized texts and logs the missing keys', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await app.request('/client-error');
    expect(response.status).toBe(422);
    const { error } = await json<ErrorAnswer>(response);
    expect(error).toEqual({
      code: 'no_such_code',
      message: resources.en.translation.errors.bad_request,
      fields: { amount: validation('en').invalid_value, name: validation('en').invalid_value, nested: validation('en').invalid_value },
    });
    const logged = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, string>);
    expect(logged).toEqual(
      expect.arrayContaining([
        { requestId: 'missing-text-test', event: 'missing_text', key: 'errors.no_such_code', locale: 'en' },
        { requestId: 'missing-text-test', event: 'missing_text', key: 'validation.no_such_rule', locale: 'en' },
      ]),
    );
  });

  it('answers a server error without text with the localized internal error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { error } = await json<ErrorAnswer>(await app.request('/server-error'));
    expect(error).toEqual({ code: 'no_such_outage', message: resources.en.translation.errors.internal });
  });
});
