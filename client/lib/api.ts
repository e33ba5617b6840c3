/** Calls the worker's API with the headers the spec requires and turns error bodies into ApiRequestError. */
import type { Locale } from '../../domain/locales.ts';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The whole error body, for answers that carry more than the error (e.g. an auction refusal's snapshot). */
    readonly body: Record<string, unknown> | null = null,
  ) {
    super(message);
  }
}

let currentLocale: Locale = 'de';

export function setApiLocale(locale: Locale): void {
  currentLocale = locale;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
let csrfToken: Promise<string> | undefined;

/** The CSRF token for cookie-authenticated writes, fetched once per page life. */
function csrf(): Promise<string> {
  csrfToken ??= fetch('/public/auth/csrf-token', { credentials: 'same-origin' }).then(async (response) => {
    if (!response.ok) {
      csrfToken = undefined;
      throw new ApiRequestError(response.status, 'csrf_unavailable', 'could not get CSRF token');
    }
    return ((await response.json()) as { csrfToken: string }).csrfToken;
  });
  return csrfToken;
}

/**
 * The headers every API call sends: the CSRF token on writes, the locale, a fresh request id and the session id.
 * Exported for XMLHttpRequest uploads (fetch has no upload progress), so the rules live here only.
 */
export async function apiHeaders(method = 'GET', init?: HeadersInit): Promise<Headers> {
  const headers = new Headers(init);
  if (!SAFE_METHODS.has(method.toUpperCase())) headers.set('X-CSRF-Token', await csrf());
  headers.set('Accept', 'application/json');
  headers.set('X-Locale', currentLocale);
  headers.set('X-Request-Id', crypto.randomUUID());
  const sessionId = readCookie('X-Session-Id');
  if (sessionId) headers.set('X-Session-Id', sessionId);
  return headers;
}

type ErrorBody = { error?: { code: string; message: string; fields?: Record<string, string> } };

/** The ApiRequestError for a refused answer, from its parsed body (null when it was no JSON). */
export function apiError(status: number, statusText: string, payload: unknown): ApiRequestError {
  const body = payload !== null && typeof payload === 'object' ? (payload as ErrorBody & Record<string, unknown>) : null;
  const error = body?.error;
  return new ApiRequestError(status, error?.code ?? 'internal', error?.message ?? statusText, error?.fields, body);
}

export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const headers = await apiHeaders(init.method ?? 'GET', init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const response = await fetch(path, { ...init, headers, body, credentials: 'same-origin' });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiError(response.status, response.statusText, payload);
  return payload as T;
}

/** SWR fetcher: keys are API paths. */
export const fetcher = <T,>(path: string): Promise<T> => api<T>(path);
