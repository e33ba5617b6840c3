/**
 * Password sign-in throttling: growing delays per address and client, a per-address ceiling for clients new to the
 * address, the owner's known browser exempt from that ceiling, no password oracle during a wait, and the same
 * answers for unknown addresses. The clock is frozen and moved by hand (no timing assertions).
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { THROTTLES } from '../../domain/attempt-throttle.ts';
import { purgeQuietThrottles } from '../../worker/services/attempt-throttle.ts';
import { cookieHeader, createCustomer, lastMail, PASSWORD, uniqueEmail } from './accounts-helpers.ts';
import { freezeClock, freshIp } from './abuse-helpers.ts';
import { call, json, setCookies } from './helpers.ts';

freezeClock();

const WRONG = 'Wrong1234';
const TOO_MANY = { error: { code: 'too_many_sign_ins', message: 'Too many sign-in attempts. Please wait a few minutes and try again.' } };

function signIn(email: string, password: string, ip: string, cookies: Record<string, string> = {}) {
  const headers: Record<string, string> = { 'CF-Connecting-IP': ip, 'X-Locale': 'en' };
  if (Object.keys(cookies).length) headers.Cookie = cookieHeader(cookies);
  return call('/public/customer/auth/login', { method: 'POST', headers, json: { email, password } });
}

const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

/** Wrong passwords for `email` from `clients` fresh clients, `perClient` each (all answered 401). */
async function guessFromMany(email: string, clients: number, perClient: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let client = 0; client < clients; client++) {
    const ip = freshIp();
    for (let attempt = 0; attempt < perClient; attempt++) statuses.push((await signIn(email, WRONG, ip)).status);
  }
  return statuses;
}

/** The known-browser cookie of a browser that signed in (plain-http test server: unprefixed name). */
async function ownerBrowser(email: string): Promise<Record<string, string>> {
  const response = await signIn(email, PASSWORD, freshIp());
  expect(response.status).toBe(200);
  const kb = setCookies(response).cm24_kb;
  expect(kb).toMatch(/^[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}$/);
  return { cm24_kb: kb ?? '' };
}

describe('growing delays per address and client', () => {
  it('refuses the sixth attempt with 429 and a Retry-After that doubles, also with the right password', async () => {
    const { email } = await createCustomer();
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < THROTTLES.signInPair.freeAttempts; attempt++) statuses.push((await signIn(email, WRONG, ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    // The right password during the wait is refused like any other: no answer tells whether it was right.
    const refused = await signIn(email, PASSWORD, ip);
    expect(refused.status).toBe(429);
    expect(await json(refused)).toEqual(TOO_MANY);
    advance(14);
    expect((await signIn(email, PASSWORD, ip)).status).toBe(429);
    advance(1);
    expect((await signIn(email, WRONG, ip)).status).toBe(401);

    const waits = [Number(refused.headers.get('Retry-After'))];
    for (const wait of [30, 60, 120]) {
      const next = await signIn(email, PASSWORD, ip);
      expect(next.status).toBe(429);
      waits.push(Number(next.headers.get('Retry-After')));
      advance(wait);
      expect((await signIn(email, WRONG, ip)).status).toBe(401);
    }
    expect(waits).toEqual([15, 30, 60, 120]);

    advance(240);
    expect((await signIn(email, PASSWORD, ip)).status).toBe(200);
    // The right password clears this client's delays: the next mistakes start from zero.
    for (let attempt = 0; attempt < 3; attempt++) expect((await signIn(email, WRONG, ip)).status).toBe(401);
  });

  it('slows one client down without touching the same address from another client', async () => {
    const { email } = await createCustomer();
    const attacker = freshIp();
    for (let attempt = 0; attempt < 8; attempt++) await signIn(email, WRONG, attacker);
    expect((await signIn(email, PASSWORD, attacker)).status).toBe(429);
    expect((await signIn(email, PASSWORD, freshIp())).status).toBe(200);
  });

  it('lets only five of ten parallel wrong attempts of one client be checked', async () => {
    const { email } = await createCustomer();
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 10 }, () => signIn(email, WRONG, ip)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });
});

describe('per-address ceiling', () => {
  it('answers a new client 429 once clients together made twenty attempts, but lets the owner’s browser in', async () => {
    const { email } = await createCustomer();
    const browser = await ownerBrowser(email);
    // Five clients, four guesses each (under each pair's own limit): twenty attempts at the address.
    expect(await guessFromMany(email, 5, 4)).toEqual(Array(20).fill(401));

    const newcomer = await signIn(email, PASSWORD, freshIp());
    expect(newcomer.status).toBe(429);
    expect(await json(newcomer)).toEqual(TOO_MANY);
    expect(Number(newcomer.headers.get('Retry-After'))).toBe(THROTTLES.signInAddress.firstDelayS);

    // The owner's browser that signed in before, even from an address never seen: only its own throttle applies.
    expect((await signIn(email, PASSWORD, freshIp(), browser)).status).toBe(200);
    // Its own mistakes are its own: five wrong tries are still answered 401, then its own wait begins.
    const ip = freshIp();
    const own: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) own.push((await signIn(email, WRONG, ip, browser)).status);
    expect(own).toEqual([401, 401, 401, 401, 401, 429]);
    // The ceiling's wait passes and grows with the next attempts from new clients.
    advance(THROTTLES.signInAddress.firstDelayS);
    expect((await signIn(email, WRONG, freshIp())).status).toBe(401);
    const next = await signIn(email, PASSWORD, freshIp());
    expect([next.status, Number(next.headers.get('Retry-After'))]).toEqual([429, THROTTLES.signInAddress.firstDelayS * 2]);
  });

  it('keeps the owner’s browser in while one client keeps guessing (many wrong passwords from client A)', async () => {
    const { email } = await createCustomer();
    const browser = await ownerBrowser(email);
    const attacker = freshIp();
    // Thirty wrong passwords in six rounds, each in a new rate-limit window and after the last wait ended.
    for (let round = 0; round < 6; round++) {
      if (round > 0) advance(15 * 60);
      for (let attempt = 0; attempt < 5; attempt++) await signIn(email, WRONG, attacker);
    }
    expect((await signIn(email, PASSWORD, attacker)).status).toBe(429);
    expect((await signIn(email, PASSWORD, freshIp(), browser)).status).toBe(200);
  });

  it('treats an unknown address exactly like a registered one and mails nobody', async () => {
    const known = (await createCustomer()).email;
    const unknown = uniqueEmail('ghost');
    const answers: Record<string, [number, unknown, string | null][]> = {};
    for (const email of [known, unknown]) {
      await guessFromMany(email, 5, 4);
      const ip = freshIp();
      const trail: [number, unknown, string | null][] = [];
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await signIn(email, WRONG, ip);
        trail.push([response.status, await json(response), response.headers.get('Retry-After')]);
      }
      answers[email] = trail;
    }
    expect(answers[unknown]).toEqual(answers[known]);
    expect(answers[known]?.[0]?.[0]).toBe(429);
    expect(await lastMail(known)).toBeNull();
    expect(await lastMail(unknown)).toBeNull();
  });

  it('honours a known-browser entry only for its account and only until the password changes', async () => {
    const owner = await createCustomer();
    const other = await createCustomer();
    const browser = await ownerBrowser(owner.email);
    await guessFromMany(other.email, 5, 4);
    // The entry of one account does nothing for another.
    expect((await signIn(other.email, PASSWORD, freshIp(), browser)).status).toBe(429);

    await guessFromMany(owner.email, 5, 4);
    expect((await signIn(owner.email, PASSWORD, freshIp(), browser)).status).toBe(200);
    // A changed password (here straight in D1) retires every entry made under the old one.
    await env.DB.prepare("UPDATE customers SET password_hash = password_hash || 'x' WHERE id = ?").bind(owner.id).run();
    expect((await signIn(owner.email, PASSWORD, freshIp(), browser)).status).toBe(429);
    // A forged entry (right shape, wrong MAC) is no entry.
    const [id, expiry] = (browser.cm24_kb ?? '').split('.');
    expect((await signIn(owner.email, PASSWORD, freshIp(), { cm24_kb: `${id}.${expiry}.${'A'.repeat(43)}` })).status).toBe(429);
    // An API client (tokens in the body) gets no cookie at all, so it never becomes a known browser.
    const api = await call('/public/customer/auth/login', { method: 'POST', headers: { 'CF-Connecting-IP': freshIp(), 'X-Token-Transport': 'body' }, json: { email: other.email, password: PASSWORD } });
    expect(api.status).toBe(429);
    advance(THROTTLES.signInAddress.firstDelayS);
    const apiSignedIn = await call('/public/customer/auth/login', { method: 'POST', headers: { 'CF-Connecting-IP': freshIp(), 'X-Token-Transport': 'body' }, json: { email: other.email, password: PASSWORD } });
    expect(apiSignedIn.status).toBe(200);
    expect(Object.keys(setCookies(apiSignedIn))).not.toContain('cm24_kb');
  });

});

describe('one browser, several accounts', () => {
  it('remembers each account the browser signed in to, newest first, and all of them skip the ceiling', async () => {
    const first = await createCustomer();
    const second = await createCustomer();
    let browser = await ownerBrowser(first.email);
    const again = await signIn(second.email, PASSWORD, freshIp(), browser);
    expect(again.status).toBe(200);
    browser = { cm24_kb: setCookies(again).cm24_kb ?? '' };
    const entries = (browser.cm24_kb ?? '').split('~');
    expect(entries).toHaveLength(2);
    // One browser id for both accounts.
    expect(new Set(entries.map((entry) => entry.split('.')[0])).size).toBe(1);
    for (const { email } of [first, second]) {
      await guessFromMany(email, 5, 4);
      expect((await signIn(email, PASSWORD, freshIp())).status).toBe(429);
      expect((await signIn(email, PASSWORD, freshIp(), browser)).status).toBe(200);
    }
  });
});

describe('records', () => {
  it('records a throttled sign-in as a security event with the account and the throttle', async () => {
    const { id, email } = await createCustomer();
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) await signIn(email, WRONG, ip);
    const refused = await signIn(email, WRONG, ip);
    const event = await env.DB.prepare('SELECT type, outcome, subject_customer_id, details FROM security_events WHERE request_id = ?')
      .bind(refused.headers.get('X-Request-Id'))
      .first();
    expect(event).toEqual({ type: 'sign_in_throttled', outcome: 'refused', subject_customer_id: id, details: '{"throttle":"pair"}' });
  });

  it('lets the daily purge remove throttles that would start over anyway, and keeps the others', async () => {
    const quiet = `test-quiet-${Date.now()}`;
    const busy = `test-busy-${Date.now()}`;
    const day = 24 * 60 * 60 * 1000;
    await env.DB.prepare("INSERT INTO attempt_throttles (scope, subject, attempts, next_at) VALUES (?, '*', 9, ?), (?, '*', 9, ?)")
      .bind(quiet, Date.now() - day - 1, busy, Date.now() - day + 60_000)
      .run();
    expect(await purgeQuietThrottles(env.DB, Date.now())).toBeGreaterThanOrEqual(1);
    const left = await env.DB.prepare('SELECT scope FROM attempt_throttles WHERE scope IN (?, ?)').bind(quiet, busy).all<{ scope: string }>();
    expect(left.results).toEqual([{ scope: busy }]);
  });

  it('stores no readable address in the throttles', async () => {
    const { email } = await createCustomer();
    await signIn(email, WRONG, freshIp());
    const rows = await env.DB.prepare('SELECT scope, subject FROM attempt_throttles').all<{ scope: string; subject: string }>();
    expect(rows.results.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows.results)).not.toContain(email);
  });
});
