import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { PDF } from './ads-helpers.ts';
import { registeredDealer } from './dealer-helpers.ts';
import { call, eventually, json } from './helpers.ts';
import { type Operator, operatorSession } from './operator-helpers.ts';

const BASE = '/admin/api/reviews/dealers';


let operator: Operator;
let secondOperator: Operator;
let privateUser: Session;

beforeAll(async () => {
  [operator, secondOperator] = await Promise.all([operatorSession(), operatorSession()]);
  privateUser = await login((await createCustomer()).email);
});


const post = (session: Session, path: string, body?: unknown) => call(path, { method: 'POST', headers: bearer(session), ...(body === undefined ? {} : { json: body }) });
const errorCode = async (response: Response) => (await json<{ error: { code: string } }>(response)).error.code;

async function auditRows(merchantId: number) {
  const { results } = await env.DB.prepare("SELECT action, actor_customer_id, before, after FROM audit_log WHERE subject_type = 'merchant' AND subject_id = ? ORDER BY id")
    .bind(String(merchantId))
    .all<{ action: string; actor_customer_id: number; before: string; after: string }>();
  return results.map((row) => ({ action: row.action, actor: row.actor_customer_id, before: JSON.parse(row.before), after: JSON.parse(row.after) }));
}

/** The dealer's mails of a decision, once the mail queue sent one (the operator's request only queues it). */
async function decisionMails(email: string) {
  return eventually(async () => {
    const sent = (await mails(email)).filter((mail) => mail.kind === 'merchant_accepted' || mail.kind === 'merchant_rejected');
    expect(sent.length).toBeGreaterThan(0);
    return sent;
  });
}

async function mails(email: string) {
  const { results } = await env.DB.prepare('SELECT kind, locale, subject, text, html FROM mail_outbox WHERE recipient = ? ORDER BY id').bind(email).all<{ kind: string; locale: string; subject: string; text: string; html: string }>();
  return results;
}

async function merchantRow(merchantId: number) {
  return env.DB.prepare('SELECT m.accepted, m.review_reason, m.reviewed_at, c.merchant_blocked FROM merchants m JOIN customers c ON c.id = m.customer_id WHERE m.id = ?')
    .bind(merchantId)
    .first<{ accepted: number | null; review_reason: string | null; reviewed_at: number | null; merchant_blocked: number }>();
}

describe('dealer review: access', () => {
  it('is for operators only, on every call', async () => {
    const dealer = await registeredDealer();
    const paths: [string, string, unknown?][] = [
      ['GET', BASE],
      ['GET', `${BASE}/${dealer.merchantId}`],
      ['GET', `${BASE}/${dealer.merchantId}/trade-registration`],
      ['POST', `${BASE}/${dealer.merchantId}/accept`],
      ['POST', `${BASE}/${dealer.merchantId}/reject`, { reason: 'Gewerbeanmeldung fehlt.' }],
      ['POST', `${BASE}/${dealer.merchantId}/block`, {}],
      ['POST', `${BASE}/${dealer.merchantId}/unblock`],
    ];
    for (const [method, path, body] of paths) {
      const init = { method, ...(body === undefined ? {} : { json: body }) };
      expect((await call(path, init)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(path, { ...init, headers: bearer(privateUser) })).status, `${method} ${path} customer`).toBe(403);
      expect((await call(path, { ...init, headers: bearer(dealer.session) })).status, `${method} ${path} dealer`).toBe(403);
    }
    expect(await merchantRow(dealer.merchantId)).toMatchObject({ accepted: null, merchant_blocked: 0 });
    expect(await auditRows(dealer.merchantId)).toEqual([]);
  });
});

describe('dealer review: queue and detail', () => {
  it('lists dealers in review oldest first, and shows one with its facts', async () => {
    const first = await registeredDealer('Erster Händler GmbH');
    const second = await registeredDealer('Zweiter Händler GmbH');
    await env.DB.prepare('UPDATE merchants SET created_at = created_at - 100000 WHERE id = ?').bind(first.merchantId).run();
    const list = await json<{ items: { merchantId: number; company: string; state: string; vatRegNo: string }[]; total: number; page: number; pages: number }>(
      await call(BASE, { headers: bearer(operator) }),
    );
    const ids = list.items.map((item) => item.merchantId);
    expect(ids.indexOf(first.merchantId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.merchantId)).toBeLessThan(ids.indexOf(second.merchantId));
    expect(list.items.find((item) => item.merchantId === first.merchantId)).toMatchObject({ company: 'Erster Händler GmbH', state: 'in_review', vatRegNo: 'DE123456789' });
    expect(list.page).toBe(1);

    const detail = await json(await call(`${BASE}/${first.merchantId}`, { headers: bearer(operator) }));
    expect(detail).toMatchObject({
      merchantId: first.merchantId,
      customerId: first.customerId,
      company: 'Erster Händler GmbH',
      vatRegNo: 'DE123456789',
      vatFormatValid: true,
      address: { street: 'Hauptstraße 5', zipCode: '88339', city: 'Bad Waldsee', country: 'DE' },
      contact: { name: 'Maria', surname: 'Krüger' },
      managingDirector: 'Thomas Krüger',
      email: first.email,
      emailVerified: true,
      state: 'in_review',
      reviewReason: null,
      hasTradeRegistration: false,
    });
    expect(detail).not.toHaveProperty('tradeRegistrationKey');
    expect(detail).not.toHaveProperty('cookieSecret');
    expect((await call(`${BASE}/999999`, { headers: bearer(operator) })).status).toBe(404);
  });

  it('refuses a bad state, page or id with 400', async () => {
    for (const path of [`${BASE}?state=deleted`, `${BASE}?page=0`, `${BASE}?page=x`, `${BASE}/abc`, `${BASE}/-1/accept`]) {
      const method = path.endsWith('/accept') ? 'POST' : 'GET';
      expect((await call(path, { method, headers: bearer(operator) })).status, path).toBe(400);
    }
  });

  it('serves the trade registration inline with safe headers, and 404 without one', async () => {
    const dealer = await registeredDealer();
    expect((await call(`${BASE}/${dealer.merchantId}/trade-registration`, { headers: bearer(operator) })).status).toBe(404);
    const upload = await call('/private/merchant/trade-registration', { method: 'PUT', headers: { ...bearer(dealer.session), 'Content-Type': 'application/pdf' }, body: PDF });
    expect(upload.status).toBe(200);
    const response = await call(`${BASE}/${dealer.merchantId}/trade-registration`, { headers: bearer(operator) });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(`inline; filename="trade-registration-${dealer.merchantId}.pdf"`);
    expect(response.headers.get('Content-Security-Policy')).toBe("sandbox; frame-ancestors 'self'");
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
    const detail = await json(await call(`${BASE}/${dealer.merchantId}`, { headers: bearer(operator) }));
    expect(detail).toMatchObject({ hasTradeRegistration: true, tradeRegistrationInline: true });
  });

  it('never shows a document of another type inline', async () => {
    const dealer = await registeredDealer();
    await env.MEDIA.put(`merchant-documents/${dealer.merchantId}/trade-registration`, '<html><script>alert(1)</script></html>', { httpMetadata: { contentType: 'text/html' } });
    await env.DB.prepare('UPDATE merchants SET trade_registration_key = ? WHERE id = ?').bind(`merchant-documents/${dealer.merchantId}/trade-registration`, dealer.merchantId).run();
    const response = await call(`${BASE}/${dealer.merchantId}/trade-registration`, { headers: bearer(operator) });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="trade-registration-${dealer.merchantId}.bin"`);
    expect(response.headers.get('Content-Security-Policy')).toBe("sandbox; frame-ancestors 'self'");
    await response.arrayBuffer();
  });
});

describe('dealer review: framing', () => {
  it('lets only console pages frame documents of this origin, and keeps API answers unframeable', async () => {
    const policy = async (path: string) => (await call(path, { headers: { Accept: 'text/html' } })).headers.get('Content-Security-Policy') ?? '';
    expect(await policy('/admin/dealers')).toContain("frame-src 'self'");
    expect(await policy('/en/about-us')).toContain("frame-src 'none'");
    const list = await call(BASE, { headers: bearer(operator) });
    expect(list.headers.get('X-Frame-Options')).toBe('DENY');
  });
});

describe('dealer review: decisions', () => {
  it('accepts a dealer in review: state, audit entry, mail in the notification language', async () => {
    const dealer = await registeredDealer();
    const response = await post(operator, `${BASE}/${dealer.merchantId}/accept`);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ merchantId: dealer.merchantId, state: 'accepted' });
    expect(await merchantRow(dealer.merchantId)).toMatchObject({ accepted: 1, review_reason: null });
    expect(await auditRows(dealer.merchantId)).toEqual([
      { action: 'merchant.accepted', actor: operator.customerId, before: { state: 'in_review', reviewReason: null }, after: { state: 'accepted' } },
    ]);
    const sent = (await decisionMails(dealer.email)).at(-1);
    expect(sent).toMatchObject({ kind: 'merchant_accepted', locale: 'nl' });
    // Decided once: a second accept is another operator's late click.
    const again = await post(operator, `${BASE}/${dealer.merchantId}/accept`);
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ error: { code: 'already_handled' }, current: { state: 'accepted' } });
    expect(await auditRows(dealer.merchantId)).toHaveLength(1);
  });

  it('rejects with a reason the dealer reads in the mail, escaped, and in their own account', async () => {
    const dealer = await registeredDealer();
    const reason = 'Die Gewerbeanmeldung ist unleserlich <b>bitte</b> neu hochladen.';
    const response = await post(operator, `${BASE}/${dealer.merchantId}/reject`, { reason: `  ${reason}  ` });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ merchantId: dealer.merchantId, state: 'rejected' });
    const row = await merchantRow(dealer.merchantId);
    expect(row).toMatchObject({ accepted: 0, review_reason: reason });
    expect(row?.reviewed_at).toBeGreaterThan(Date.now() - 60_000);
    expect(await auditRows(dealer.merchantId)).toEqual([
      { action: 'merchant.rejected', actor: operator.customerId, before: { state: 'in_review', reviewReason: null }, after: { state: 'rejected', reason } },
    ]);
    const sent = (await decisionMails(dealer.email)).at(-1);
    expect(sent).toMatchObject({ kind: 'merchant_rejected', locale: 'nl', subject: 'Je dealerregistratie is niet goedgekeurd' });
    expect(sent?.text).toContain(reason);
    expect(sent?.html).toContain('&lt;b&gt;bitte&lt;/b&gt;');
    expect(sent?.html).not.toContain('<b>bitte</b>');
    const own = await json<{ merchant: { reviewReason: string | null } }>(await call('/private/customer/get', { headers: bearer(dealer.session) }));
    expect(own.merchant.reviewReason).toBe(reason);
    const publicAnswer = await json<{ merchant: Record<string, unknown> }>(await call('/public/customer/get', { headers: bearer(dealer.session) }));
    expect(publicAnswer.merchant).not.toHaveProperty('reviewReason');
    const detail = await json(await call(`${BASE}/${dealer.merchantId}`, { headers: bearer(operator) }));
    expect(detail).toMatchObject({ state: 'rejected', reviewReason: reason });
  });

  it('refuses a rejection without a usable reason, changing nothing', async () => {
    const dealer = await registeredDealer();
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 42 }, { reason: 'x'.repeat(2001) }]) {
      const response = await post(operator, `${BASE}/${dealer.merchantId}/reject`, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await post(operator, `${BASE}/${dealer.merchantId}/block`, { reason: 7 })).status).toBe(400);
    expect(await merchantRow(dealer.merchantId)).toMatchObject({ accepted: null, review_reason: null, merchant_blocked: 0 });
    expect(await auditRows(dealer.merchantId)).toEqual([]);
    expect((await mails(dealer.email)).map((mail) => mail.kind)).not.toContain('merchant_rejected');
  });

  it('blocks and unblocks once each, with audit entries', async () => {
    const dealer = await registeredDealer();
    await post(operator, `${BASE}/${dealer.merchantId}/accept`);
    const blocked = await post(operator, `${BASE}/${dealer.merchantId}/block`, { reason: 'Zahlungen seit drei Monaten offen.' });
    expect(blocked.status).toBe(200);
    expect(await json(blocked)).toEqual({ merchantId: dealer.merchantId, state: 'blocked' });
    expect((await merchantRow(dealer.merchantId))?.merchant_blocked).toBe(1);
    const twice = await post(operator, `${BASE}/${dealer.merchantId}/block`, {});
    expect(twice.status).toBe(409);
    expect(await errorCode(twice)).toBe('already_handled');
    // Blocking wins over the review: a blocked dealer cannot be reviewed.
    expect((await post(operator, `${BASE}/${dealer.merchantId}/reject`, { reason: 'Nein.' })).status).toBe(409);
    const listed = await json<{ items: { merchantId: number }[] }>(await call(`${BASE}?state=blocked`, { headers: bearer(operator) }));
    expect(listed.items.map((item) => item.merchantId)).toContain(dealer.merchantId);
    const unblocked = await post(operator, `${BASE}/${dealer.merchantId}/unblock`);
    expect(await json(unblocked)).toEqual({ merchantId: dealer.merchantId, state: 'accepted' });
    expect((await post(operator, `${BASE}/${dealer.merchantId}/unblock`)).status).toBe(409);
    expect((await auditRows(dealer.merchantId)).map((row) => [row.action, row.before.state, row.after.state, row.after.reason])).toEqual([
      ['merchant.accepted', 'in_review', 'accepted', undefined],
      ['merchant.blocked', 'accepted', 'blocked', 'Zahlungen seit drei Monaten offen.'],
      ['merchant.unblocked', 'blocked', 'accepted', undefined],
    ]);
    // Each decision tells the auctions: bidding claims were revoked for the dealer.
    const revoked = await env.DB.prepare('SELECT COUNT(*) AS n FROM eligibility_revocations WHERE customer_id = ?').bind(dealer.customerId).first<{ n: number }>();
    expect(revoked?.n ?? 0).toBeGreaterThan(0);
  });

  it('lets only one of two operators decide at once', async () => {
    const dealer = await registeredDealer();
    const answers = await Promise.all([
      post(operator, `${BASE}/${dealer.merchantId}/accept`),
      post(secondOperator, `${BASE}/${dealer.merchantId}/reject`, { reason: 'Unterlagen unvollständig.' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409);
    expect(await errorCode(loser as Response)).toBe('already_handled');
    const entries = await auditRows(dealer.merchantId);
    expect(entries).toHaveLength(1);
    const row = await merchantRow(dealer.merchantId);
    expect(row?.accepted).toBe(entries[0]?.action === 'merchant.accepted' ? 1 : 0);
    const decided = await decisionMails(dealer.email);
    expect(decided).toHaveLength(1);

    const blocks = await Promise.all([post(operator, `${BASE}/${dealer.merchantId}/block`, {}), post(secondOperator, `${BASE}/${dealer.merchantId}/block`, {})]);
    expect(blocks.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await auditRows(dealer.merchantId)).filter((entry) => entry.action === 'merchant.blocked')).toHaveLength(1);
  });
});

describe('the older merchant review calls', () => {
  it('still accept and block, now with audit entries', async () => {
    const dealer = await registeredDealer();
    const accept = await call(`/admin/api/merchants/${dealer.merchantId}/review`, { method: 'PUT', headers: bearer(operator), json: { accepted: true } });
    expect(accept.status).toBe(200);
    expect(await json(accept)).toEqual({ merchantId: dealer.merchantId, accepted: true });
    // The same value again changes nothing and records nothing.
    await call(`/admin/api/merchants/${dealer.merchantId}/review`, { method: 'PUT', headers: bearer(operator), json: { accepted: true } });
    const block = await call(`/admin/api/merchants/${dealer.merchantId}/block`, { method: 'PUT', headers: bearer(operator), json: { blocked: true } });
    expect(await json(block)).toEqual({ merchantId: dealer.merchantId, blocked: true });
    expect((await auditRows(dealer.merchantId)).map((row) => row.action)).toEqual(['merchant.accepted', 'merchant.blocked']);
    expect((await decisionMails(dealer.email)).filter((mail) => mail.kind === 'merchant_accepted')).toHaveLength(1);
    expect((await call(`/admin/api/merchants/${dealer.merchantId}/block`, { method: 'PUT', headers: bearer(operator), json: { blocked: 'yes' } })).status).toBe(400);
    expect((await call('/admin/api/merchants/999999/review', { method: 'PUT', headers: bearer(operator), json: { accepted: true } })).status).toBe(404);
  });
});
