/** Helpers for worker tests: requests through the real worker entry, with JSON and cookie conveniences. */
import { exports } from 'cloudflare:workers';
import { vi } from 'vitest';

export const BASE = 'http://localhost';

export function call(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(init.json);
  }
  const url = path.startsWith('http') ? path : `${BASE}${path}`;
  return exports.default.fetch(new Request(url, { ...init, headers, body, redirect: 'manual' }));
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Cookies set by a response, by name. */
export function setCookies(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [name, ...value] = (pair ?? '').split('=');
    if (name) cookies[name.trim()] = value.join('=');
  }
  return cookies;
}

/**
 * Waits for what a queue consumer does after a request answered or an auction object changed (projection to D1,
 * orders, messages, mails): the check is repeated until it passes, for at most ten seconds on a busy machine.
 */
export function eventually<T>(check: () => Promise<T> | T): Promise<T> {
  return vi.waitFor(check, { timeout: 10_000, interval: 25 });
}
