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

export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (!SAFE_METHODS.has((init.method ?? 'GET').toUpperCase())) headers.set('X-CSRF-Token', await csrf());
  headers.set('Accept', 'application/json');
  headers.set('X-Locale', currentLocale);
  headers.set('X-Request-Id', crypto.randomUUID());
  const sessionId = readCookie('X-Session-Id');
  if (sessionId) headers.set('X-Session-Id', sessionId);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const response = await fetch(path, { ...init, headers, body, credentials: 'same-origin' });
  const payload = (await response.json().catch(() => null)) as
    | (T & { error?: { code: string; message: string; fields?: Record<string, string> } })
    | null;
  if (!response.ok) {
    const error = payload?.error;
    throw new ApiRequestError(response.status, error?.code ?? 'internal', error?.message ?? response.statusText, error?.fields, payload);
  }
  return payload as T;
}

/** SWR fetcher: keys are API paths. */
export const fetcher = <T,>(path: string): Promise<T> => api<T>(path);
