/**
 * Re-entering the password to change it or to delete the account: growing delays per customer and sign-in and per
 * client, 429 `too_many_password_attempts` with a localized message, no oracle during a wait, and no way for one
 * session's guesses to slow the owner's other session. The clock is frozen and moved by hand.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { THROTTLES } from '../../domain/attempt-throttle.ts';
import { bearer, createCustomer, login, PASSWORD, type Session } from './accounts-helpers.ts';
import { freezeClock, freshIp } from './abuse-helpers.ts';
import { call, json } from './helpers.ts';

freezeClock();

const WRONG = 'Wrong1234';
const MESSAGES = {
  en: 'Too many attempts with a wrong password. Please wait a few minutes and try again.',
  de: 'Zu viele Versuche mit falschem Passwort. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
};

function changePassword(session: Session, currentPassword: string, extra: Record<string, string> = {}) {
  return call('/private/customer/password', { method: 'PUT', headers: { ...bearer(session), ...extra }, json: { currentPassword, newPassword: 'Better2026' } });
}

function deleteAccount(session: Session, password: string, extra: Record<string, string> = {}) {
  return call('/private/customer', { method: 'DELETE', headers: { ...bearer(session), ...extra }, json: { password } });
}

const advance = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

describe('password change', () => {
  it('answers 429 long before thirty wrong tries, with a localized message and a growing Retry-After', async () => {
    const { email } = await createCustomer();
    const session = await login(email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) statuses.push((await changePassword(session, WRONG, { 'X-Locale': 'en' })).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual(Array(25).fill(429));

    const refused = await changePassword(session, PASSWORD, { 'X-Locale': 'de' });
    // The right password during the wait is refused too: the answer tells nothing about it.
    expect(refused.status).toBe(429);
    expect(await json(refused)).toEqual({ error: { code: 'too_many_password_attempts', message: MESSAGES.de } });
    expect(Number(refused.headers.get('Retry-After'))).toBe(15);
    advance(15);
    expect((await changePassword(session, WRONG)).status).toBe(400);
    expect(Number((await changePassword(session, PASSWORD)).headers.get('Retry-After'))).toBe(30);
    advance(30);
    expect((await changePassword(session, PASSWORD)).status).toBe(200);
  });

  it('lets only five of ten parallel wrong tries be checked', async () => {
    const session = await login((await createCustomer()).email);
    const answers = await Promise.all(Array.from({ length: 10 }, () => changePassword(session, WRONG)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
  });

  it('slows only the guessing session: the owner’s other session changes the password at once', async () => {
    const { email } = await createCustomer();
    const stolen = await login(email);
    const owner = await login(email);
    for (let attempt = 0; attempt < 10; attempt++) await changePassword(stolen, WRONG);
    expect((await changePassword(stolen, PASSWORD)).status).toBe(429);
    expect((await changePassword(owner, PASSWORD)).status).toBe(200);
  });

  it('slows one client guessing with the sessions of many customers', async () => {
    const ip = freshIp();
    const client = { 'CF-Connecting-IP': ip };
    const { freeAttempts } = THROTTLES.passwordRecheckClient;
    // Four wrong tries per customer stay under each session's own limit; the client's ceiling is reached all the same.
    for (let customer = 0; customer < freeAttempts / 4; customer++) {
      const session = await login((await createCustomer()).email);
      for (let attempt = 0; attempt < 4; attempt++) expect((await changePassword(session, WRONG, client)).status).toBe(400);
    }
    const next = await login((await createCustomer()).email);
    expect((await changePassword(next, PASSWORD, client)).status).toBe(429);
    expect((await changePassword(next, PASSWORD, { 'CF-Connecting-IP': freshIp() })).status).toBe(200);
  });
});

describe('account deletion', () => {
  it('has the same guard: the sixth try waits, and the account stays', async () => {
    const { id, email } = await createCustomer();
    const session = await login(email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await deleteAccount(session, WRONG, { 'X-Locale': 'en' })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const refused = await deleteAccount(session, PASSWORD, { 'X-Locale': 'en' });
    expect([refused.status, await json(refused)]).toEqual([429, { error: { code: 'too_many_password_attempts', message: MESSAGES.en } }]);
    expect(await env.DB.prepare('SELECT deleted_at FROM customers WHERE id = ?').bind(id).first()).toEqual({ deleted_at: null });
    advance(15);
    expect((await deleteAccount(session, PASSWORD)).status).toBe(200);
  });

  it('records a refused re-entry as a security event', async () => {
    const { id, email } = await createCustomer();
    const session = await login(email);
    for (let attempt = 0; attempt < 5; attempt++) await deleteAccount(session, WRONG);
    const refused = await deleteAccount(session, WRONG);
    const event = await env.DB.prepare('SELECT type, outcome, subject_customer_id, details FROM security_events WHERE request_id = ?')
      .bind(refused.headers.get('X-Request-Id'))
      .first();
    expect(event).toEqual({ type: 'password_recheck_throttled', outcome: 'refused', subject_customer_id: id, details: '{"throttle":"session"}' });
  });
});
