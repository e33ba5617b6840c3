/** The storefront's callback request: stored in the console's contact queue with its choices, validated, limited. */
import { beforeAll, describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '../../worker/services/abuse-limits.ts';
import { bearer, createCustomer } from './accounts-helpers.ts';
import { countRows, expectRefused, freezeClock, freshIp, ipSubject, leaveOne, MESSAGES } from './abuse-helpers.ts';
import { call, json } from './helpers.ts';
import { type Operator, operatorSession } from './operator-helpers.ts';
import { soldListing } from './order-fixtures.ts';

freezeClock();

let operator: Operator;
let productId: number;
beforeAll(async () => {
  operator = await operatorSession();
  productId = await soldListing((await createCustomer()).id);
});

const request = (body: unknown, locale = 'de', ip = freshIp()) =>
  call('/public/callback', { method: 'POST', headers: { 'CF-Connecting-IP': ip, 'X-Locale': locale }, json: body });

const valid = (name: string) => ({ name, phone: '+49 170 1234567', window: 'afternoon', topic: 'selling', adId: '', note: 'Bitte nach 15 Uhr', consent: true });

interface QueueItem {
  id: number;
  kind: string;
  name: string;
  email: string;
  phone: string | null;
  question: string;
  locale: string;
  callback: { window: string | null; topic: string | null; productId: number | null } | null;
}

async function openQueue(): Promise<QueueItem[]> {
  const items: QueueItem[] = [];
  for (let page = 1; ; page++) {
    const body = await json<{ items: QueueItem[]; pages: number }>(await call(`/admin/api/reviews/contacts?state=open&page=${page}`, { headers: bearer(operator) }));
    items.push(...body.items);
    if (page >= body.pages) return items;
  }
}

describe('callback requests', () => {
  it('land in the console queue as a callback with window, topic, ad number and locale, and can be marked answered', async () => {
    const name = `Anna Rückruf ${crypto.randomUUID().slice(0, 8)}`;
    const response = await request({ ...valid(name), adId: String(productId) }, 'nl');
    expect(response.status).toBe(201);
    const item = (await openQueue()).find((entry) => entry.name === name);
    expect(item).toMatchObject({
      kind: 'callback',
      email: '',
      phone: '+49 170 1234567',
      question: 'Bitte nach 15 Uhr',
      locale: 'nl',
      callback: { window: 'afternoon', topic: 'selling', productId },
    });
    const answered = await call(`/admin/api/reviews/contacts/${item?.id}/answered`, { method: 'POST', headers: bearer(operator) });
    expect(answered.status).toBe(200);
    expect((await openQueue()).some((entry) => entry.name === name)).toBe(false);
  });

  it('answers 400 with localized field errors and stores nothing', async () => {
    const before = await countRows('contact_requests');
    const response = await request({ name: '', phone: '123', window: 'night', topic: 'selling', consent: false }, 'en');
    expect(response.status).toBe(400);
    const body = await json<{ error: { code: string; fields: Record<string, string> } }>(response);
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields).sort()).toEqual(['consent', 'name', 'phone', 'window']);
    expect(body.error.fields.consent).toBe('Please agree that we may call you.');
    expect(await countRows('contact_requests')).toBe(before);
  });

  it('refuses an ad number that names no ad, in the caller’s language', async () => {
    const before = await countRows('contact_requests');
    const response = await request({ ...valid('Jan'), adId: '999999999' }, 'de');
    expect(response.status).toBe(400);
    expect((await json<{ error: { fields: Record<string, string> } }>(response)).error.fields).toEqual({ adId: 'Es gibt keine Anzeige mit dieser Nummer.' });
    expect(await countRows('contact_requests')).toBe(before);
  });

  it('refuses hostile input without a 500', async () => {
    for (const body of ['{', JSON.stringify({ ...valid('x'), name: 'x'.repeat(5000) }), JSON.stringify({ ...valid('x'), adId: { $gt: 1 } }), JSON.stringify([1])]) {
      const response = await call('/public/callback', { method: 'POST', headers: { 'CF-Connecting-IP': freshIp(), 'Content-Type': 'application/json' }, body });
      expect(response.status).toBe(400);
    }
  });

  it('refuses a client over its limit with 429 before storing', async () => {
    const ip = freshIp();
    await leaveOne(ABUSE_LIMITS.callback, ipSubject(ip), 0);
    expect((await request(valid('Erste'), 'en', ip)).status).toBe(201);
    const before = await countRows('contact_requests');
    await expectRefused(await request(valid('Zweite'), 'en', ip), MESSAGES.en, Math.ceil((ABUSE_LIMITS.callback.windows[0]?.windowMs ?? 0) / 1000));
    expect(await countRows('contact_requests')).toBe(before);
  });
});
