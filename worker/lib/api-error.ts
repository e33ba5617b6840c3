/** The one JSON error shape of the API: { error: { code, message, fields? } } with a localized message. */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locales.ts';
import type { AppEnv } from '../env.ts';
import { serverI18n, translate } from './i18n.ts';

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
  [member: string]: unknown;
}

/** Thrown from services and routes; the app's error handler turns it into the JSON body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly fields?: Record<string, string>,
    readonly messageParams?: Record<string, string | number>,
    /** Further top-level members of the body (e.g. the auction snapshot beside a bid rejection). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(code);
  }
}

/** Shown for a field whose message key has no text: a generic localized "invalid value", never the raw key. */
const FALLBACK_FIELD_KEY = 'validation.invalid_value';

/**
 * The text of `key`, or of `fallback` when no locale has it (i18next would answer the key itself, e.g.
 * "validation.integer"). A missing text is a bug (scripts/i18n-coverage.test.ts should have caught it), so it is logged.
 */
function textOrFallback(c: Context<AppEnv>, locale: Locale, key: string, fallback: string, params?: Record<string, string | number>): string {
  const i18n = serverI18n();
  const hasText = (lng: Locale) => typeof i18n.getResource(lng, 'translation', key) === 'string';
  // The locale's own text, or the default locale's (i18next falls back to it), but never the key or a whole namespace.
  if (hasText(locale) || hasText(DEFAULT_LOCALE)) return translate(locale, key, params);
  console.warn(JSON.stringify({ requestId: c.get('requestId'), event: 'missing_text', key, locale }));
  return translate(locale, fallback);
}

export function errorBody(c: Context<AppEnv>, error: ApiError): ApiErrorBody {
  const locale = c.get('locale') ?? 'de';
  const generic = error.status >= 500 ? 'errors.internal' : 'errors.bad_request';
  const message = textOrFallback(c, locale, `errors.${error.code}`, generic, error.messageParams);
  // Field messages are i18n keys (mostly validation.*); one without a text becomes the generic field text.
  const fields = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, textOrFallback(c, locale, key, FALLBACK_FIELD_KEY)]))
    : undefined;
  return { ...error.extra, error: { code: error.code, message, ...(fields ? { fields } : {}) } };
}

export function isHttpException(error: unknown): error is HTTPException {
  return error instanceof HTTPException;
}
