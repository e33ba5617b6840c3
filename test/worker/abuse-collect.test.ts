/** Abuse limits on the anonymous collect and form calls: per client a short window and a daily ceiling, 429 when over. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../domain/locales.ts';
import { ABUSE_LIMITS, type AbuseLimit } from '../../worker/services/abuse-limits.ts';
import { purgeExpiredRateLimits } from '../../worker/services/rate-limit.ts';
import { countRows, expectRefused, freezeClock, freshIp, ipSubject, leaveOne, MESSAGES } from './abuse-helpers.ts';
import { call } from './helpers.ts';

freezeClock();

interface LimitedCall {
  name: string;
  limit: AbuseLimit;
  status: number;
  /** Sends the call from `ip`; `marker` makes what it stores findable. */
  send: (ip: string, marker: string, locale: Locale) => Promise<Response>;
  /** How many rows the calls with `marker` stored. */
  stored: (marker: string) => Promise<number>;
}

const headers = (ip: string, locale: Locale, extra: Record<string, string> = {}) => ({ 'CF-Connecting-IP': ip, 'X-Locale': locale, ...extra });
const uuidFor = (marker: string) => `00000000-0000-4000-8000-${marker.replace(/\D/g, '').padStart(12, '0').slice(-12)}`;
const emailFor = (marker: string) => `${marker}@example.com`;

const CALLS: LimitedCall[] = [
  {
    name: 'POST /access-logs/collect',
    limit: ABUSE_LIMITS.accessLog,
    status: 201,
    send: (ip, marker, locale) => call('/access-logs/collect', { method: 'POST', headers: headers(ip, locale), json: { url: `/${marker}` } }),
    stored: (marker) => countRows('access_logs', 'url = ?', `/${marker}`),
  },
  {
    name: 'POST /public/user-action-log/collect',
    limit: ABUSE_LIMITS.userActionLog,
    status: 201,
    send: (ip, marker, locale) =>
      call('/public/user-action-log/collect', { method: 'POST', headers: headers(ip, locale), json: { action: 'view_product', context: marker, uuid: uuidFor(marker) } }),
    stored: (marker) => countRows('user_action_logs', 'context = ?', marker),
  },
  {
    name: 'POST /public/customer/cookie/get',
    limit: ABUSE_LIMITS.visitor,
    status: 200,
    // Each call without a visitor cookie would register a new visitor: the refused one must not.
    send: (ip, marker, locale) => call(`/public/customer/cookie/get?utm_campaign=${marker}`, { method: 'POST', headers: headers(ip, locale) }),
    stored: (marker) => countRows('visitors', "json_extract(first_params, '$.utm_campaign') = ?", marker),
  },
  {
    name: 'POST /public/newsletter/subscribe',
    limit: ABUSE_LIMITS.newsletter,
    status: 200,
    // A new address per call, so every allowed call stores a row.
    send: (ip, marker, locale) => call('/public/newsletter/subscribe', { method: 'POST', headers: headers(ip, locale), json: { email: emailFor(`${marker}-${Math.random().toString(36).slice(2)}`) } }),
    stored: (marker) => countRows('newsletter_subscriptions', 'email LIKE ?', `${marker}-%`),
  },
  {
    name: 'POST /public/contact',
    limit: ABUSE_LIMITS.contact,
    status: 201,
    send: (ip, marker, locale) =>
      call('/public/contact', { method: 'POST', headers: headers(ip, locale), json: { name: 'Lena', surname: 'Hoffmann', email: emailFor(marker), question: 'Is the Hymer still available?' } }),
    stored: (marker) => countRows('contact_requests', 'email = ?', emailFor(marker)),
  },
  {
    name: 'POST /public/after/login/action/add',
    limit: ABUSE_LIMITS.afterLogin,
    status: 200,
    send: (ip, marker, locale) =>
      call('/public/after/login/action/add', { method: 'POST', headers: headers(ip, locale), json: { method: 'redirect', route: 'catalog', params: { marker } } }),
    stored: (marker) => countRows('after_login_actions', "json_extract(params, '$.marker') = ?", marker),
  },
];

const LOCALES: Locale[] = ['de', 'en', 'nl', 'sv', 'da', 'pl', 'es', 'cs'];
let markers = 0;
const marker = () => `abuse-${Date.now()}-${(markers += 1)}`;

describe.each(CALLS.map((limited, index) => ({ ...limited, locale: LOCALES[index % LOCALES.length] as Locale })))('$name', (limited) => {
  it.each(limited.limit.windows.map((window, index) => ({ index, window })))('refuses the call over window $index with 429 and stores nothing', async ({ index, window }) => {
    const ip = freshIp();
    const tag = marker();
    await leaveOne(limited.limit, ipSubject(ip), index);
    expect((await limited.send(ip, tag, limited.locale)).status).toBe(limited.status);
    expect(await limited.stored(tag)).toBe(1);
    await expectRefused(await limited.send(ip, tag, limited.locale), MESSAGES[limited.locale], Math.ceil(window.windowMs / 1000));
    expect(await limited.stored(tag)).toBe(1);
    // Another client is not affected.
    expect((await limited.send(freshIp(), tag, limited.locale)).status).toBe(limited.status);
  });
});

describe('counting real calls', () => {
  it('allows exactly the contact form limit per client, then refuses', async () => {
    const ip = freshIp();
    const tag = marker();
    const [short] = ABUSE_LIMITS.contact.windows;
    const statuses: number[] = [];
    for (let i = 0; i <= short.limit; i++) statuses.push((await CALLS[4]!.send(ip, tag, 'en')).status);
    expect(statuses).toEqual([...Array<number>(short.limit).fill(201), 429]);
    expect(await CALLS[4]!.stored(tag)).toBe(short.limit);
  });
});

describe('old rate-limit counters', () => {
  it('are purged once their longest window is over, newer ones stay', async () => {
    const now = Date.UTC(2026, 10, 23, 3, 0);
    await env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1), (?, ?, 1)')
      .bind('purge:old', now - 3 * 24 * 3600_000, 'purge:recent', now - 3600_000)
      .run();
    expect(await purgeExpiredRateLimits(env.DB, now)).toBeGreaterThanOrEqual(1);
    const left = await env.DB.prepare("SELECT key FROM rate_limits WHERE key LIKE 'purge:%'").all<{ key: string }>();
    expect(left.results.map((row) => row.key)).toEqual(['purge:recent']);
  });
});
