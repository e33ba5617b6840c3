/** Newsletter double opt-in: pending sign-ups, the mailed link (token in the fragment), confirmation, limits and export. */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../worker/db/client.ts';
import { purgeUnconfirmedSignUps } from '../../worker/db/repositories/newsletter-subscriptions.ts';
import { ABUSE_LIMITS } from '../../worker/services/abuse-limits.ts';
import { uniqueEmail } from './accounts-helpers.ts';
import { addressSubject, countRows, expectRefused, freezeClock, freshIp, ipSubject, leaveOne, fillWindow, MESSAGES } from './abuse-helpers.ts';
import { bearer } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { type Operator, operatorSession } from './operator-helpers.ts';

freezeClock();

let operator: Operator;
beforeAll(async () => {
  operator = await operatorSession();
});

const subscribe = (email: string, locale = 'en', ip = freshIp()) =>
  call('/public/newsletter/subscribe', { method: 'POST', headers: { 'CF-Connecting-IP': ip, 'X-Locale': locale }, json: { email } });

const confirm = (token: unknown, locale = 'en') => call('/public/newsletter/confirm', { method: 'POST', headers: { 'X-Locale': locale }, json: { token } });

interface ConfirmationMail {
  subject: string;
  link: URL;
  token: string;
}

/** The confirmation mails sent to an address, newest first, with the link and the token in its fragment. */
async function confirmationMails(to: string): Promise<ConfirmationMail[]> {
  const { results } = await env.DB.prepare("SELECT subject, text FROM mail_outbox WHERE recipient = ? AND kind = 'newsletter_confirm' ORDER BY id DESC")
    .bind(to)
    .all<{ subject: string; text: string }>();
  return results.map((row) => {
    const link = new URL(/https?:\/\/\S+/.exec(row.text)?.[0] ?? 'http://missing/');
    return { subject: row.subject, link, token: new URLSearchParams(link.hash.slice(1)).get('token') ?? '' };
  });
}

async function row(email: string) {
  return env.DB.prepare('SELECT locale, confirmed_at AS confirmedAt, token_hash AS tokenHash FROM newsletter_subscriptions WHERE email = ?')
    .bind(email)
    .first<{ locale: string; confirmedAt: number | null; tokenHash: string | null }>();
}

async function exported(): Promise<string> {
  const response = await call('/admin/api/newsletter/subscribers.csv', { headers: bearer(operator) });
  expect(response.status).toBe(200);
  return response.text();
}

const summary = async () => json<{ total: number; byLocale: Record<string, number> }>(await call('/admin/api/newsletter', { headers: bearer(operator) }));

describe('signing up', () => {
  it('stores the address pending and mails a confirmation link with the token only in the fragment', async () => {
    const email = uniqueEmail('news');
    const before = await summary();
    const response = await subscribe(email, 'sv');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ subscribed: true });
    expect(await row(email)).toMatchObject({ locale: 'sv', confirmedAt: null });
    const [mail, ...more] = await confirmationMails(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Bekräfta din prenumeration på nyhetsbrevet');
    expect(mail?.link.pathname).toBe('/sv/bekrafta-nyhetsbrev');
    expect(mail?.link.search).toBe('');
    expect(mail?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The token is kept only as its hash.
    expect((await row(email))?.tokenHash).not.toContain(mail?.token ?? '');
    // Pending is nobody's subscription: neither counted nor exported.
    expect(await summary()).toEqual(before);
    expect(await exported()).not.toContain(email);
  });

  it('answers alike for a new, a pending and a confirmed address; only a confirmed one is mailed nothing', async () => {
    const email = uniqueEmail('news');
    const answers = [];
    answers.push({ status: (await subscribe(email)).status });
    const [first] = await confirmationMails(email);
    const again = await subscribe(email);
    answers.push({ status: again.status, body: await json(again) });
    const [second] = await confirmationMails(email);
    // A new link replaces the old one.
    expect(second?.token).not.toBe(first?.token);
    expect((await confirm(first?.token)).status).toBe(400);
    expect((await confirm(second?.token)).status).toBe(200);
    const confirmed = await subscribe(email);
    answers.push({ status: confirmed.status, body: await json(confirmed) });
    expect(answers).toEqual([{ status: 200 }, { status: 200, body: { subscribed: true } }, { status: 200, body: { subscribed: true } }]);
    expect(await confirmationMails(email)).toHaveLength(2);
    expect((await row(email))?.confirmedAt).not.toBeNull();
  });
});

describe('confirming', () => {
  it('makes the address a subscriber that the console counts and exports; the same link again answers the same', async () => {
    const email = uniqueEmail('news');
    await subscribe(email, 'de');
    const [mail] = await confirmationMails(email);
    const before = await summary();
    const response = await confirm(mail?.token);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ confirmed: true });
    expect((await row(email))?.confirmedAt).toEqual(Date.now());
    expect(await summary()).toEqual({ total: before.total + 1, byLocale: { ...before.byLocale, de: (before.byLocale.de ?? 0) + 1 } });
    expect(await exported()).toMatch(new RegExp(`\\r\\n${email.replace(/[.]/g, '\\.')},de,${new Date(Date.now()).toISOString().replace(/[.]/g, '\\.')}\\r\\n`));
    expect(await json(await confirm(mail?.token))).toEqual({ confirmed: true });
  });

  it.each([
    ['an unknown token', 'x'.repeat(43)],
    ['a token of the right form that was never sent', 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE'],
  ])('refuses %s with a localized 400 and confirms nothing', async (_name, token) => {
    const response = await confirm(token, 'de');
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ error: { code: 'newsletter_link_invalid', message: 'Dieser Bestätigungslink ist nicht gültig oder abgelaufen.' } });
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail('news');
    await subscribe(email);
    const [mail] = await confirmationMails(email);
    await env.DB.prepare('UPDATE newsletter_subscriptions SET token_expires_at = ? WHERE email = ?').bind(Date.now() - 1, email).run();
    const response = await confirm(mail?.token);
    expect(response.status).toBe(400);
    expect((await row(email))?.confirmedAt).toBeNull();
  });

  it.each([[{}], [{ token: 42 }], [{ token: 'short' }], [{ token: 'x'.repeat(201) }]])('refuses the malformed body %j with 400', async (body) => {
    const response = await call('/public/newsletter/confirm', { method: 'POST', json: body });
    expect(response.status).toBe(400);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe('validation_failed');
  });
});

describe('confirmation mail limits', () => {
  it('mails one address at most the hourly limit from many clients, answering as usual and changing nothing after', async () => {
    const email = uniqueEmail('news');
    const [hourly] = ABUSE_LIMITS.newsletterAddress.windows;
    for (let index = 0; index < hourly.limit; index += 1) expect((await subscribe(email)).status).toBe(200);
    const tokenHash = (await row(email))?.tokenHash;
    const over = await subscribe(email);
    expect(over.status).toBe(200);
    expect(await json(over)).toEqual({ subscribed: true });
    expect(await confirmationMails(email)).toHaveLength(hourly.limit);
    // The last mailed link still works.
    expect((await row(email))?.tokenHash).toBe(tokenHash);
  });

  it('stores and mails nothing for an address over its daily limit', async () => {
    const email = uniqueEmail('news');
    await fillWindow(ABUSE_LIMITS.newsletterAddress, await addressSubject(email), 1, ABUSE_LIMITS.newsletterAddress.windows[1].limit);
    expect((await subscribe(email)).status).toBe(200);
    expect(await row(email)).toBeNull();
    expect(await confirmationMails(email)).toHaveLength(0);
  });

  it('refuses a client over its limit with 429 before storing or mailing', async () => {
    const ip = freshIp();
    await leaveOne(ABUSE_LIMITS.newsletter, ipSubject(ip), 0);
    expect((await subscribe(uniqueEmail('news'), 'en', ip)).status).toBe(200);
    const email = uniqueEmail('news');
    await expectRefused(await subscribe(email, 'en', ip), MESSAGES.en, Math.ceil(ABUSE_LIMITS.newsletter.windows[0].windowMs / 1000));
    expect(await row(email)).toBeNull();
    expect(await confirmationMails(email)).toHaveLength(0);
  });
});

describe('purging unconfirmed sign-ups', () => {
  it('removes expired and pre-opt-in unconfirmed rows and keeps confirmed and still-valid ones', async () => {
    const [expired, legacy, pending, confirmed] = [uniqueEmail('purge'), uniqueEmail('purge'), uniqueEmail('purge'), uniqueEmail('purge')];
    for (const email of [expired, pending, confirmed]) await subscribe(email);
    await env.DB.prepare('INSERT INTO newsletter_subscriptions (email, locale) VALUES (?, ?)').bind(legacy, 'de').run();
    await env.DB.prepare('UPDATE newsletter_subscriptions SET token_expires_at = ? WHERE email = ?').bind(Date.now() - 1, expired).run();
    const [mail] = await confirmationMails(confirmed);
    await confirm(mail?.token);
    // Long after every link expired: a confirmed subscription stays all the same.
    await env.DB.prepare('UPDATE newsletter_subscriptions SET token_expires_at = ? WHERE email = ?').bind(Date.now() - 1, confirmed).run();
    await purgeUnconfirmedSignUps(createDb(env.DB), new Date());
    const left = async (email: string) => countRows('newsletter_subscriptions', 'email = ?', email);
    expect([await left(expired), await left(legacy), await left(pending), await left(confirmed)]).toEqual([0, 0, 1, 1]);
  });
});

describe('the confirmation page', () => {
  it.each([
    ['/newsletter-bestaetigen', 'Newsletter-Anmeldung bestätigen'],
    ['/en/confirm-newsletter', 'Confirm your newsletter subscription'],
    ['/cs/potvrdit-newsletter', 'Potvrďte přihlášení k odběru newsletteru'],
  ])('renders %s in its language', async (path, title) => {
    const response = await call(path, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(title);
    expect(page).toContain('<meta name="robots" content="noindex');
  });
});
