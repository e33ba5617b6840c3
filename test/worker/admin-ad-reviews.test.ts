/** Operators' review of submitted ads: the queue, the full detail, approve (published and scheduled), send back with a reason, and conflicts. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { mailsTo, personalData, PRIVATE_SELLER, readAd, readyAd, signedInSeller, submitAd } from './ads-helpers.ts';
import { call, eventually, json } from './helpers.ts';
import { type Operator, operatorSession } from './operator-helpers.ts';

interface QueueItem {
  productId: number;
  title: string;
  seller: { customerId: number; email: string; language: string };
  submittedAt: string;
  updatedAt: string;
  imageUrl: string | null;
}
interface Detail {
  productId: number;
  status: string;
  updatedAt: string;
  attributes: { code: string; label: string; value: string }[];
  description: string | null;
  images: { exterior: string[]; interior: string[] };
  documents: { id: number; name: string; url: string }[];
  prices: { minimumPrice: number | null };
  seller: { customerId: number; email: string; verified: boolean; language: string };
}
interface ErrorBody {
  error: { code: string };
  changed?: Record<string, unknown>;
  current?: Record<string, unknown>;
}

/** An ad submitted through the sell funnel's own calls, by a seller writing in `language`. */
async function submittedAd(language = 'de') {
  const seller = await signedInSeller({ language });
  const id = await readyAd(seller.caller);
  expect((await personalData(seller.caller, id, PRIVATE_SELLER)).status).toBe(200);
  expect((await submitAd(seller.caller, id)).status).toBe(200);
  return { seller, id };
}

const asOperator = (operator: Operator, extra: Record<string, string> = {}) => ({ ...bearer(operator), ...extra });
const detail = async (operator: Operator, id: number, locale = 'de') =>
  json<Detail>(await call(`/admin/api/reviews/ads/${id}`, { headers: asOperator(operator, { 'X-Locale': locale }) }));
const approve = (operator: Operator, id: number, updatedAt: string) =>
  call(`/admin/api/reviews/ads/${id}/approve`, { method: 'POST', headers: asOperator(operator), json: { updatedAt } });
const sendBack = (operator: Operator, id: number, body: Record<string, unknown>) =>
  call(`/admin/api/reviews/ads/${id}/send-back`, { method: 'POST', headers: asOperator(operator), json: body });

async function auditRows(action: string, productId: number) {
  const rows = await env.DB.prepare('SELECT actor_customer_id, before, after FROM audit_log WHERE action = ? AND subject_id = ?')
    .bind(action, String(productId))
    .all<{ actor_customer_id: number; before: string; after: string }>();
  return rows.results.map((row) => ({ actor: row.actor_customer_id, before: JSON.parse(row.before), after: JSON.parse(row.after) }));
}

const productState = (id: number) =>
  env.DB.prepare('SELECT status, review_note, reviewed_at FROM products WHERE id = ?').bind(id).first<{ status: string; review_note: string | null; reviewed_at: number | null }>();

describe('who may review ads', () => {
  it('refuses anonymous callers (401) and signed-in customers who are no operators (403)', async () => {
    const { id } = await submittedAd();
    const customer = await login((await createCustomer()).email);
    for (const [method, path] of [
      ['GET', '/admin/api/reviews/ads'],
      ['GET', `/admin/api/reviews/ads/${id}`],
      ['POST', `/admin/api/reviews/ads/${id}/approve`],
      ['POST', `/admin/api/reviews/ads/${id}/send-back`],
    ] as const) {
      const body = method === 'POST' ? { updatedAt: 'x', reason: 'y' } : undefined;
      expect((await call(path, { method, json: body })).status, path).toBe(401);
      expect((await call(path, { method, headers: bearer(customer), json: body })).status, path).toBe(403);
    }
    expect((await productState(id))?.status).toBe('under_review');
  });
});

describe('the review queue and detail', () => {
  it('lists the submitted ad with its seller and shows everything the seller entered, labelled in the console language', async () => {
    const { seller, id } = await submittedAd('en');
    const operator = await operatorSession();
    let item: QueueItem | undefined;
    for (let page = 1; !item; page += 1) {
      const queue = await json<{ items: QueueItem[]; pages: number }>(await call(`/admin/api/reviews/ads?page=${page}`, { headers: asOperator(operator) }));
      item = queue.items.find((entry) => entry.productId === id);
      if (page >= queue.pages) break;
    }
    expect(item).toMatchObject({ title: 'Hymer B 678', seller: { customerId: seller.id, email: seller.email, language: 'en' } });
    expect(item?.imageUrl).toMatch(/^\/media\//);
    const german = await detail(operator, id, 'de');
    expect(german).toMatchObject({ status: 'under_review', description: 'Gepflegt, Nichtraucher, Garagenfahrzeug.', prices: { minimumPrice: 30000 } });
    expect(german.seller).toMatchObject({ customerId: seller.id, email: seller.email, verified: true, language: 'en' });
    expect(german.attributes.find((entry) => entry.code === 'fuel')).toMatchObject({ label: 'Kraftstoff', value: 'Diesel' });
    expect(german.images.exterior).toHaveLength(3);
    const english = await detail(operator, id, 'en');
    expect(english.attributes.find((entry) => entry.code === 'mileage')?.label).toBe('Mileage');
    expect(english.updatedAt).toBe(item?.updatedAt);
    const [document] = english.documents;
    const download = await call(document?.url ?? '/missing', { headers: asOperator(operator) });
    expect(download.status).toBe(200);
    expect(download.headers.get('Content-Disposition')).toContain('attachment');
    expect((await call(document?.url ?? '/missing', { headers: bearer(seller.session) })).status).toBe(403);
  });

  it('answers 404 for an unknown ad and 400 for a malformed id or page', async () => {
    const operator = await operatorSession();
    expect((await call('/admin/api/reviews/ads/99999999', { headers: asOperator(operator) })).status).toBe(404);
    expect((await call('/admin/api/reviews/ads/abc', { headers: asOperator(operator) })).status).toBe(400);
    expect((await call('/admin/api/reviews/ads?page=0', { headers: asOperator(operator) })).status).toBe(400);
  });
});

describe('approving', () => {
  it('publishes the ad through the auction, scheduled to end on a weekday 14:00-17:00 Berlin, public in the catalogue', async () => {
    const { id } = await submittedAd();
    const operator = await operatorSession();
    const { updatedAt } = await detail(operator, id);
    const response = await approve(operator, id, updatedAt);
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = await json<{ productId: number; status: string; startsAt: string; endingAt: string }>(response);
    // Published, starting at once when the end slot is less than 24 hours away (then it is running already).
    expect(answer.productId).toBe(id);
    expect(['published', 'running']).toContain(answer.status);
    const ending = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', weekday: 'short', hour: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(answer.endingAt));
    const hour = Number(ending.find((part) => part.type === 'hour')?.value);
    expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']).toContain(ending.find((part) => part.type === 'weekday')?.value);
    expect(hour >= 14 && hour < 17).toBe(true);
    expect(Date.parse(answer.endingAt)).toBeGreaterThan(Date.parse(answer.startsAt));
    // The effects queue projects the publication to the catalogue.
    const state = await eventually(async () => {
      const row = await productState(id);
      expect(row?.status).toBe(answer.status);
      return row;
    });
    expect(state?.reviewed_at).not.toBeNull();
    const listing = await json<{ status: string; auction: { startsAt: string } | null }>(await call(`/public/catalog/get/${id}`));
    expect(listing.status).toBe(answer.status);
    expect(listing.auction?.startsAt).toBe(answer.startsAt);
    expect(await auditRows('ad.approved', id)).toEqual([
      { actor: operator.customerId, before: { status: 'under_review' }, after: { status: answer.status, startsAt: answer.startsAt, endingAt: answer.endingAt } },
    ]);
  });

  it('lets exactly one of two operators approving at once publish; the other gets 409 and the audit row is written once', async () => {
    const { id } = await submittedAd();
    const [first, second] = [await operatorSession(), await operatorSession()];
    const { updatedAt } = await detail(first, id);
    const answers = await Promise.all([approve(first, id, updatedAt), approve(second, id, updatedAt)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409);
    expect((await json<ErrorBody>(loser ?? new Response('{}'))).error.code).toBe('already_handled');
    expect(await auditRows('ad.approved', id)).toHaveLength(1);
    const again = await approve(first, id, updatedAt);
    expect(again.status).toBe(409);
  });

  it('refuses a stale version (409 conflict naming the current one) and bad input (400), changing nothing', async () => {
    const { id } = await submittedAd();
    const operator = await operatorSession();
    const { updatedAt } = await detail(operator, id);
    const stale = await approve(operator, id, '2020-01-01T00:00:00.000Z');
    expect(stale.status).toBe(409);
    expect(await json<ErrorBody>(stale)).toMatchObject({ error: { code: 'conflict' }, changed: { updatedAt } });
    expect((await call(`/admin/api/reviews/ads/${id}/approve`, { method: 'POST', headers: asOperator(operator), json: { updatedAt: 42 } })).status).toBe(400);
    expect((await call(`/admin/api/reviews/ads/${id}/approve`, { method: 'POST', headers: asOperator(operator), json: {} })).status).toBe(400);
    expect((await productState(id))?.status).toBe('under_review');
    expect(await auditRows('ad.approved', id)).toEqual([]);
  });
});

describe('sending back', () => {
  it('returns the ad to editing with the reason, shown to its owner and mailed in the seller’s language, escaped', async () => {
    const { seller, id } = await submittedAd('en');
    const operator = await operatorSession();
    const { updatedAt } = await detail(operator, id);
    const reason = '  Please add a photo of the <b>interior</b> & the "kitchen".  ';
    const response = await sendBack(operator, id, { updatedAt, reason });
    expect(response.status, await response.clone().text()).toBe(200);
    const trimmed = reason.trim();
    expect(await productState(id)).toMatchObject({ status: 'editing', review_note: trimmed });
    const ad = await readAd(seller.caller, id);
    expect(ad.reviewNote).toBe(trimmed);
    const myAds = await json<{ products: { entityId: number; reviewNote: string | null }[] }>(await call('/private/customer/products/get', { headers: bearer(seller.session) }));
    expect(myAds.products.find((entry) => entry.entityId === id)?.reviewNote).toBe(trimmed);
    const mail = await eventually(async () => {
      const found = (await mailsTo(seller.email)).find((entry) => entry.kind === 'ad_sent_back');
      expect(found).toBeDefined();
      return found;
    });
    expect(mail).toMatchObject({ locale: 'en', subject: 'Your listing needs a few changes' });
    expect(mail?.text).toContain(trimmed);
    const html = await env.DB.prepare("SELECT html FROM mail_outbox WHERE recipient = ? AND kind = 'ad_sent_back'").bind(seller.email).first<{ html: string }>();
    expect(html?.html).toContain('&lt;b&gt;interior&lt;/b&gt; &amp; the &quot;kitchen&quot;');
    expect(html?.html).not.toContain('<b>interior');
    expect(await auditRows('ad.sent_back', id)).toEqual([{ actor: operator.customerId, before: { status: 'under_review' }, after: { status: 'editing', reason: trimmed } }]);
    // Submitting again clears the reason.
    expect((await submitAd(seller.caller, id)).status).toBe(200);
    expect((await productState(id))?.review_note).toBeNull();
  });

  it('refuses an empty reason (400 reason_required) and a too long one (400), changing nothing', async () => {
    const { id } = await submittedAd();
    const operator = await operatorSession();
    const { updatedAt } = await detail(operator, id);
    for (const body of [{ updatedAt, reason: '   ' }, { updatedAt }]) {
      const refused = await sendBack(operator, id, body);
      expect(refused.status).toBe(400);
      expect((await json<ErrorBody>(refused)).error.code).toBe('reason_required');
    }
    expect((await sendBack(operator, id, { updatedAt, reason: 'x'.repeat(2001) })).status).toBe(400);
    expect((await sendBack(operator, id, { updatedAt, reason: ['a'] })).status).toBe(400);
    expect(await productState(id)).toMatchObject({ status: 'under_review', review_note: null });
    expect(await auditRows('ad.sent_back', id)).toEqual([]);
  });

  it('lets only one of two operators decide at once: send back and approve race, one wins, the other gets 409', async () => {
    const { id } = await submittedAd();
    const [first, second] = [await operatorSession(), await operatorSession()];
    const { updatedAt } = await detail(first, id);
    const answers = await Promise.all([sendBack(first, id, { updatedAt, reason: 'Bitte Fotos ergänzen.' }), sendBack(second, id, { updatedAt, reason: 'Bitte Fotos ergänzen.' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditRows('ad.sent_back', id)).toHaveLength(1);
    const late = await approve(first, id, updatedAt);
    expect(late.status).toBe(409);
    expect((await json<ErrorBody>(late)).error.code).toBe('already_handled');
    expect((await productState(id))?.status).toBe('editing');
  });
});
