/**
 * Newsletter subscribers reach the marketing service: the HTTP adapter against the recorded form-submission answers,
 * the choice of adapter (failing closed), and end to end through the mail queue with the local adapter: a
 * confirmation hands over exactly the allow-listed fields, a refusal is retried, unsubscribing removes them there too.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import { createDb } from '../../worker/db/client.ts';
import { purgeUnconfirmedSignUps } from '../../worker/db/repositories/newsletter-subscriptions.ts';
import type { Bindings } from '../../worker/env.ts';
import { createMarketingList } from '../../worker/marketing/create-marketing.ts';
import { type FetchLike, HttpMarketingList } from '../../worker/marketing/http-marketing.ts';
import { LocalMarketingList } from '../../worker/marketing/local-marketing.ts';
import { MarketingError } from '../../worker/marketing/port.ts';
import { QUEUES } from '../../worker/queues/queue-names.ts';
import { MARKETING_RESEND_AFTER_MS, resendStaleHandOvers, unsubscribeToken } from '../../worker/services/newsletter-marketing.ts';
import recorded from './fixtures/marketing-form-submission.json';
import { uniqueEmail } from './accounts-helpers.ts';
import { freshIp } from './abuse-helpers.ts';
import { call, json } from './helpers.ts';

/** A fetch that records its calls and answers as told. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetchImpl: FetchLike = async (input, init) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', headers: Object.fromEntries(new Headers(init?.headers).entries()), body: JSON.parse(String(init?.body)) });
    return answer();
  };
  return { fetchImpl, calls };
}

const answer = (recording: { status: number; body: unknown }) => () => Response.json(recording.body, { status: recording.status });
const contact = {
  email: recorded.request.body.fields[0]?.value ?? '',
  locale: 'sv',
  consentedAt: Date.parse('2026-11-28T09:15:00.000Z'),
  unsubscribeUrl: 'https://campermarkt24.se/bekrafta-nyhetsbrev#unsubscribe=abc.def',
};

describe('HTTP marketing adapter', () => {
  it('posts the recorded fields list to the sign-up form and takes the recorded 200 as success', async () => {
    const { fetchImpl, calls } = fakeFetch(answer(recorded.accepted));
    await new HttpMarketingList('https://forms.example.com/submit/signup', 'https://forms.example.com/submit/optout', fetchImpl).subscribe(contact);
    expect(calls).toEqual([{ url: 'https://forms.example.com/submit/signup', ...recorded.request }]);
  });

  it('posts only the e-mail to the unsubscribe form', async () => {
    const { fetchImpl, calls } = fakeFetch(answer(recorded.accepted));
    await new HttpMarketingList('https://forms.example.com/submit/signup', 'https://forms.example.com/submit/optout', fetchImpl).unsubscribe(contact.email);
    expect(calls.map((entry) => [entry.url, entry.body])).toEqual([['https://forms.example.com/submit/optout', { fields: [{ name: 'email', value: contact.email }] }]]);
  });

  it('turns the recorded refusal, any other status and a network failure into a MarketingError naming no address', async () => {
    const refusals = [answer(recorded.refused), () => new Response(null, { status: 204 }), () => Promise.reject(new TypeError('network down'))];
    for (const refusal of refusals) {
      const list = new HttpMarketingList('https://a.example.com/', 'https://b.example.com/', fakeFetch(refusal).fetchImpl);
      const error = await list.subscribe(contact).then(() => null, (caught: unknown) => caught);
      expect(error).toBeInstanceOf(MarketingError);
      expect(String(error)).not.toContain(contact.email);
    }
  });
});

describe('choosing the marketing adapter', () => {
  const base = { DB: env.DB } as Pick<Bindings, 'DB'>;
  it('uses the service when both https URLs are set, the local list only in development, else none', () => {
    expect(createMarketingList({ ...base, MARKETING_SUBSCRIBE_URL: 'https://a.example.com/f', MARKETING_UNSUBSCRIBE_URL: 'https://a.example.com/o' })).toBeInstanceOf(HttpMarketingList);
    expect(createMarketingList({ ...base, ENVIRONMENT: 'development', MARKETING: 'local' })).toBeInstanceOf(LocalMarketingList);
    expect(createMarketingList({ ...base, ENVIRONMENT: 'production', MARKETING: 'local' })).toBeNull();
    expect(createMarketingList({ ...base, MARKETING_SUBSCRIBE_URL: 'http://a.example.com/f', MARKETING_UNSUBSCRIBE_URL: 'https://a.example.com/o' })).toBeNull();
    expect(createMarketingList({ ...base, MARKETING_SUBSCRIBE_URL: 'https://a.example.com/f' })).toBeNull();
  });
});

let counter = 0;
async function deliver(email: string, attempts = 1) {
  const batch = createMessageBatch(QUEUES.mail, [{ id: `marketing-${Date.now()}-${(counter += 1)}`, timestamp: new Date(), attempts, body: { kind: 'marketing', email } }]);
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return getQueueResult(batch, ctx);
}

/** Signs an address up and confirms it through the API, as a visitor would; the token comes from the mailed link. */
async function confirmedSubscriber(locale: string): Promise<string> {
  const email = uniqueEmail('marketing');
  expect((await call('/public/newsletter/subscribe', { method: 'POST', headers: { 'CF-Connecting-IP': freshIp(), 'X-Locale': locale }, json: { email } })).status).toBe(200);
  const mail = await env.DB.prepare("SELECT text FROM mail_outbox WHERE recipient = ? AND kind = 'newsletter_confirm'").bind(email).first<{ text: string }>();
  const token = new URLSearchParams(new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x/').hash.slice(1)).get('token');
  expect((await call('/public/newsletter/confirm', { method: 'POST', json: { token } })).status).toBe(200);
  return email;
}

const subscription = (email: string) =>
  env.DB.prepare('SELECT confirmed_at AS confirmedAt, marketing_pending AS pending FROM newsletter_subscriptions WHERE email = ?').bind(email).first<{ confirmedAt: number | null; pending: string | null }>();
const listed = (email: string) =>
  env.DB.prepare('SELECT email, locale, consented_at AS consentedAt, unsubscribe_url AS unsubscribeUrl FROM local_marketing_contacts WHERE email = ?')
    .bind(email)
    .first<{ email: string; locale: string; consentedAt: number; unsubscribeUrl: string }>();

describe('hand-over through the queue (local adapter)', () => {
  it('hands a confirmed subscriber over with e-mail, locale, consent time and unsubscribe link, once', async () => {
    const email = await confirmedSubscriber('da');
    const confirmedAt = (await subscription(email))?.confirmedAt;
    expect((await deliver(email)).explicitAcks).toHaveLength(1);
    const row = await listed(email);
    expect(row).toMatchObject({ email, locale: 'da', consentedAt: confirmedAt });
    const link = new URL(row?.unsubscribeUrl ?? '');
    expect(link.pathname).toBe('/da/bekraeft-nyhedsbrev');
    expect(link.hash).toMatch(/^#unsubscribe=/);
    expect((await subscription(email))?.pending).toBeNull();
    // Delivered again: nothing is left to do and nothing changes.
    expect((await deliver(email, 2)).explicitAcks).toHaveLength(1);
    expect(await listed(email)).toEqual(row);
  });

  it('retries while the service refuses and keeps the subscription marked until it takes it', async () => {
    const email = await confirmedSubscriber('en');
    await env.DB.exec(`CREATE TRIGGER marketing_down BEFORE INSERT ON local_marketing_contacts WHEN NEW.email = '${email}' BEGIN SELECT RAISE(ABORT, 'service down'); END;`);
    const down = await deliver(email);
    await env.DB.exec('DROP TRIGGER marketing_down;');
    expect(down.retryMessages).toHaveLength(1);
    expect((await subscription(email))?.pending).toBe('subscribe');
    expect(await listed(email)).toBeNull();
    expect((await deliver(email, 2)).explicitAcks).toHaveLength(1);
    expect(await listed(email)).not.toBeNull();
  });

  it('unsubscribes through the mailed link: off our list and, after the hand-over, off the service', async () => {
    const email = await confirmedSubscriber('de');
    await deliver(email);
    const token = new URLSearchParams(new URL((await listed(email))?.unsubscribeUrl ?? '').hash.slice(1)).get('unsubscribe');
    const response = await call('/public/newsletter/unsubscribe', { method: 'POST', json: { token } });
    expect(response.status).toBe(200);
    expect(await subscription(email)).toEqual({ confirmedAt: null, pending: 'unsubscribe' });
    // The nightly purge keeps it until the service is told.
    await purgeUnconfirmedSignUps(createDb(env.DB), new Date());
    expect(await subscription(email)).not.toBeNull();
    expect((await deliver(email)).explicitAcks).toHaveLength(1);
    expect(await listed(email)).toBeNull();
    await purgeUnconfirmedSignUps(createDb(env.DB), new Date());
    expect(await subscription(email)).toBeNull();
  });

  it('refuses a forged or broken unsubscribe token with a localized 400 and changes nothing', async () => {
    const email = await confirmedSubscriber('en');
    const other = await unsubscribeToken(env, 'someone-else@example.com');
    const forged = `${other.split('.')[0]}x.${other.split('.')[1]}`;
    for (const token of [forged, `${btoa(email)}.${other.split('.')[1]}`, 'not-a-token-at-all', 42]) {
      const response = await call('/public/newsletter/unsubscribe', { method: 'POST', headers: { 'X-Locale': 'en' }, json: { token } });
      expect(response.status).toBe(400);
      expect((await json<{ error: { message: string } }>(response)).error.message).not.toBe('');
    }
    expect((await subscription(email))?.confirmedAt).not.toBeNull();
  });

  it('asks the queue again for hand-overs that waited too long', async () => {
    const email = await confirmedSubscriber('nl');
    const now = Date.now();
    await env.DB.prepare('UPDATE newsletter_subscriptions SET marketing_pending_at = ? WHERE email = ?').bind(now - MARKETING_RESEND_AFTER_MS - 1000, email).run();
    expect(await resendStaleHandOvers(env, now)).toBeGreaterThanOrEqual(1);
    const row = await env.DB.prepare('SELECT marketing_pending_at AS at FROM newsletter_subscriptions WHERE email = ?').bind(email).first<{ at: number | null }>();
    // Either the re-sent message was consumed already (marker cleared) or its clock restarted at the sweep.
    expect(row?.at === null || row?.at === now).toBe(true);
  });
});
