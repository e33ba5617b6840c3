/** Helpers for the abuse-limit tests: a frozen clock, one fresh client address per test, pre-filled counters. */
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { type AbuseLimit, addressSubject, limitWindows } from '../../worker/services/abuse-limits.ts';
import { json } from './helpers.ts';

/**
 * Freezes Date (only Date; timers and I/O run as usual) for every test of the file, so no limit window can roll
 * over between filling a counter and the call that must be refused.
 */
export function freezeClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

const used = new Set<string>();
const randomByte = () => Math.floor(Math.random() * 256);

/** A client address nobody else uses: random within 10.0.0.0/8, never the same twice in a file. */
export function freshIp(): string {
  for (;;) {
    const ip = `10.${randomByte()}.${randomByte()}.${randomByte()}`;
    if (!used.has(ip)) {
      used.add(ip);
      return ip;
    }
  }
}

/** A fresh IPv6 /64 within the documentation prefix 2001:db8::/32, as a base to append interface ids to. */
export function freshIpv6Prefix(): string {
  const group = () => (randomByte() * 256 + randomByte()).toString(16);
  for (;;) {
    const prefix = `2001:db8:${group()}:${group()}`;
    if (!used.has(prefix)) {
      used.add(prefix);
      return prefix;
    }
  }
}

/** Sets the counter of one window of `limit` for `subject` to `count`, as if that many calls had happened. */
export async function fillWindow(limit: AbuseLimit, subject: string, windowIndex: number, count: number): Promise<void> {
  const window = limitWindows(limit, subject)[windowIndex];
  if (!window) throw new Error(`no window ${windowIndex} in ${limit.scope}`);
  const windowStart = Math.floor(Date.now() / window.windowMs) * window.windowMs;
  await env.DB.prepare('INSERT OR REPLACE INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)').bind(window.key, windowStart, count).run();
}

/** Fills a window so that exactly one more call is allowed. */
export async function leaveOne(limit: AbuseLimit, subject: string, windowIndex: number): Promise<void> {
  const window = limit.windows[windowIndex];
  if (!window) throw new Error(`no window ${windowIndex} in ${limit.scope}`);
  await fillWindow(limit, subject, windowIndex, window.limit - 1);
}

/** The client subject of an IPv4 address, as lib/client-key.ts makes it. */
export const ipSubject = (ip: string) => `ip:${ip}`;

export { addressSubject };

/** Rows of a table, for "nothing was stored" checks. */
export async function countRows(table: string, where = '1 = 1', ...bindings: unknown[]): Promise<number> {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).bind(...bindings).first<{ n: number }>())?.n ?? 0;
}

/** Asserts the 429 answer: the localized message of `code`, and a Retry-After of at most `maxWaitS` seconds. */
export async function expectRefused(response: Response, message: string, maxWaitS: number, code = 'too_many_requests'): Promise<void> {
  expect(response.status).toBe(429);
  const wait = Number(response.headers.get('Retry-After'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxWaitS);
  expect(await json(response)).toEqual({ error: { code, message } });
}

export const MESSAGES = {
  en: 'Too many requests. Please try again later.',
  de: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  nl: 'Te veel verzoeken. Probeer het later opnieuw.',
  sv: 'För många förfrågningar. Försök igen senare.',
  da: 'For mange forespørgsler. Prøv igen senere.',
  pl: 'Zbyt wiele żądań. Spróbuj ponownie później.',
  es: 'Demasiadas solicitudes. Inténtalo de nuevo más tarde.',
  cs: 'Příliš mnoho požadavků. Zkuste to prosím později.',
};
