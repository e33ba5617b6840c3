/** The one JSON error shape of the API: { error: { code, message, fields? } } with a localized message. */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env.ts';
import { translate } from './i18n.ts';

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

export function errorBody(c: Context<AppEnv>, error: ApiError): ApiErrorBody {
  const locale = c.get('locale') ?? 'de';
  const message = translate(locale, `errors.${error.code}`, error.messageParams);
  const fields = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, translate(locale, key)]))
    : undefined;
  return { ...error.extra, error: { code: error.code, message, ...(fields ? { fields } : {}) } };
}

export function isHttpException(error: unknown): error is HTTPException {
  return error instanceof HTTPException;
}
