import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentYear } from '../../domain/auction/settlement.ts';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { type Operator, operatorSession } from './operator-helpers.ts';
import { createMerchant, sell, seriesValue, soldListing } from './order-fixtures.ts';

const year = documentYear(Date.now());
let buyer: Session & { id: number };
let sellerId: number;
let operator: Operator;
let secondOperator: Operator;
let privateUser: Session;

beforeAll(async () => {
  const b = await createMerchant({ company: 'Queue Reisemobile GmbH' });
  buyer = { ...(await login(b.email)), id: b.id };
  sellerId = (await createCustomer({ profileType: 'COMMERCIAL' })).id;
  [operator, secondOperator] = await Promise.all([operatorSession(), operatorSession()]);
  privateUser = await login((await createCustomer()).email);
});

const errorCode = async (response: Response) => (await json<{ error: { code: string } }>(response)).error.code;

async function auditRows(subjectType: string, subjectId: number) {
  const { results } = await env.DB.prepare('SELECT action, actor_customer_id, before, after FROM audit_log WHERE subject_type = ? AND subject_id = ? ORDER BY id')
    .bind(subjectType, String(subjectId))
    .all<{ action: string; actor_customer_id: number; before: string; after: string }>();
  return results.map((row) => ({ action: row.action, actor: row.actor_customer_id, before: JSON.parse(row.before), after: JSON.parse(row.after) }));
}

/** An order whose buyer asked to cancel it. */
async function requestedOrder(reason = 'Der Verkäufer meldet sich nicht zur Abholung.'): Promise<number> {
  const productId = await soldListing(sellerId, { vin: 'WDB9066331S123456' });
  const { orderId } = await sell({ productId, buyerId: buyer.id, sellerId });
  const requested = await call(`/private/order/${orderId}/cancellation-request`, { method: 'POST', headers: bearer(buyer), json: { reason } });
  expect(requested.status).toBe(200);
  return orderId;
}

const decide = (session: Session, orderId: number, approve: unknown) =>
  call(`/admin/api/orders/${orderId}/cancellation`, { method: 'POST', headers: bearer(session), json: { approve } });

async function orderStatus(orderId: number) {
  return env.DB.prepare('SELECT status, reversal_number FROM orders WHERE id = ?').bind(orderId).first<{ status: string; reversal_number: string | null }>();
}

async function contactRequest(kind: 'contact' | 'callback' = 'contact', question = 'Wie läuft die Abholung ab?'): Promise<number> {
  const row = await env.DB.prepare("INSERT INTO contact_requests (name, surname, email, phone, question, locale, kind) VALUES ('Jana', 'Novák', 'jana@example.com', '+420 601 123 456', ?, 'cs', ?) RETURNING id")
    .bind(question, kind)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

describe('review queues: access', () => {
  it('is for operators only, on every call', async () => {
    const orderId = await requestedOrder();
    const contactId = await contactRequest();
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/api/reviews/cancellations'],
      ['GET', '/admin/api/reviews/contacts'],
      ['POST', `/admin/api/reviews/contacts/${contactId}/answered`],
      ['POST', `/admin/api/orders/${orderId}/cancellation`, { approve: true }],
    ];
    for (const [method, path, body] of calls) {
      const init = { method, ...(body === undefined ? {} : { json: body }) };
      expect((await call(path, init)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await call(path, { ...init, headers: bearer(privateUser) })).status, `${method} ${path} customer`).toBe(403);
      expect((await call(path, { ...init, headers: bearer(buyer) })).status, `${method} ${path} dealer`).toBe(403);
    }
    expect((await orderStatus(orderId))?.status).toBe('cancellation_requested_by_dealer');
    expect(await auditRows('contact_request', contactId)).toEqual([]);
  });
});

describe('cancellation requests', () => {
  it('lists requests oldest first with the order, product, buyer and reason', async () => {
    const older = await requestedOrder('Finanzierung ist leider geplatzt.');
    const newer = await requestedOrder();
    await env.DB.prepare('UPDATE orders SET cancellation_requested_at = cancellation_requested_at - 100000 WHERE id = ?').bind(older).run();
    const list = await json<{ items: { orderId: number }[] }>(await call('/admin/api/reviews/cancellations', { headers: bearer(operator) }));
    const ids = list.items.map((item) => item.orderId);
    expect(ids.indexOf(older)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    const item = list.items.find((entry) => entry.orderId === older);
    expect(item).toMatchObject({
      orderId: older,
      invoiceNumber: expect.stringMatching(/\d/),
      product: { id: expect.any(Number), title: expect.any(String) },
      buyer: { customerId: buyer.id, company: 'Queue Reisemobile GmbH' },
      hammerPrice: 40_000,
      reason: 'Finanzierung ist leider geplatzt.',
      requestedAt: expect.any(Number),
    });
  });

  it('approves with a reversal invoice and an audit entry; the second decision is already handled', async () => {
    const orderId = await requestedOrder();
    const before = await seriesValue(`reversal:${year}`);
    const approved = await decide(operator, orderId, true);
    expect(approved.status).toBe(200);
    expect((await json<{ order: { status: string } }>(approved)).order.status).toBe('canceled');
    expect(await auditRows('order', orderId)).toEqual([
      {
        action: 'order.cancellation_approved',
        actor: operator.customerId,
        before: { status: 'cancellation_requested_by_dealer', cancellationReason: 'Der Verkäufer meldet sich nicht zur Abholung.' },
        after: { status: 'canceled' },
      },
    ]);
    const again = await decide(secondOperator, orderId, false);
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ error: { code: 'already_handled' }, current: { status: 'canceled' } });
    expect(await seriesValue(`reversal:${year}`)).toBe(before + 1);
    const list = await json<{ items: { orderId: number }[] }>(await call('/admin/api/reviews/cancellations', { headers: bearer(operator) }));
    expect(list.items.map((item) => item.orderId)).not.toContain(orderId);
  });

  it('rejects back to pending with an audit entry', async () => {
    const orderId = await requestedOrder();
    const rejected = await decide(operator, orderId, false);
    expect(rejected.status).toBe(200);
    expect(await orderStatus(orderId)).toEqual({ status: 'pending', reversal_number: null });
    expect((await auditRows('order', orderId)).map((row) => [row.action, row.after.status])).toEqual([['order.cancellation_rejected', 'pending']]);
  });

  it('lets only one of two operators decide at once: one reversal, one entry', async () => {
    const orderId = await requestedOrder();
    const before = await seriesValue(`reversal:${year}`);
    const answers = await Promise.all([decide(operator, orderId, true), decide(secondOperator, orderId, true)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await errorCode(answers.find((answer) => answer.status === 409) as Response)).toBe('already_handled');
    expect(await seriesValue(`reversal:${year}`)).toBe(before + 1);
    expect(await auditRows('order', orderId)).toHaveLength(1);

    const other = await requestedOrder();
    const mixed = await Promise.all([decide(operator, other, true), decide(secondOperator, other, false)]);
    expect(mixed.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditRows('order', other)).toHaveLength(1);
  });

  it('refuses bad input with 400, changing nothing', async () => {
    const orderId = await requestedOrder();
    expect((await decide(operator, orderId, 'yes')).status).toBe(400);
    expect((await call('/admin/api/orders/abc/cancellation', { method: 'POST', headers: bearer(operator), json: { approve: true } })).status).toBe(400);
    expect((await orderStatus(orderId))?.status).toBe('cancellation_requested_by_dealer');
    expect(await auditRows('order', orderId)).toEqual([]);
  });
});

describe('contact requests', () => {
  it('lists open requests oldest first, and marks one answered once with an audit entry', async () => {
    const older = await contactRequest('contact', 'Erste Frage');
    const newer = await contactRequest('callback', 'Bitte zurückrufen');
    await env.DB.prepare('UPDATE contact_requests SET created_at = created_at - 100000 WHERE id = ?').bind(older).run();
    const open = await json<{ items: { id: number; kind: string }[]; total: number; page: number; pages: number }>(
      await call('/admin/api/reviews/contacts', { headers: bearer(operator) }),
    );
    const ids = open.items.map((item) => item.id);
    expect(ids.indexOf(older)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(open.items.find((item) => item.id === newer)).toMatchObject({
      kind: 'callback',
      name: 'Jana',
      surname: 'Novák',
      email: 'jana@example.com',
      phone: '+420 601 123 456',
      question: 'Bitte zurückrufen',
      locale: 'cs',
      answeredAt: null,
      answeredBy: null,
    });

    const answered = await call(`/admin/api/reviews/contacts/${older}/answered`, { method: 'POST', headers: bearer(operator) });
    expect(answered.status).toBe(200);
    expect(await json(answered)).toMatchObject({ id: older, answeredBy: operator.customerId });
    const entries = await auditRows('contact_request', older);
    expect(entries).toEqual([{ action: 'contact.answered', actor: operator.customerId, before: { answeredAt: null }, after: { answeredAt: expect.any(Number), answeredBy: operator.customerId } }]);
    const twice = await call(`/admin/api/reviews/contacts/${older}/answered`, { method: 'POST', headers: bearer(secondOperator) });
    expect(twice.status).toBe(409);
    expect(await json(twice)).toMatchObject({ error: { code: 'already_handled' }, current: { answeredBy: operator.customerId } });

    const done = await json<{ items: { id: number; answeredBy: number | null }[] }>(await call('/admin/api/reviews/contacts?state=answered', { headers: bearer(operator) }));
    expect(done.items.find((item) => item.id === older)?.answeredBy).toBe(operator.customerId);
    const stillOpen = await json<{ items: { id: number }[] }>(await call('/admin/api/reviews/contacts?state=open', { headers: bearer(operator) }));
    expect(stillOpen.items.map((item) => item.id)).not.toContain(older);
  });

  it('lets only one of two operators mark a request answered', async () => {
    const id = await contactRequest();
    const answers = await Promise.all([
      call(`/admin/api/reviews/contacts/${id}/answered`, { method: 'POST', headers: bearer(operator) }),
      call(`/admin/api/reviews/contacts/${id}/answered`, { method: 'POST', headers: bearer(secondOperator) }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditRows('contact_request', id)).toHaveLength(1);
  });

  it('refuses bad input with 400 and unknown ids with 404', async () => {
    for (const path of ['/admin/api/reviews/contacts?state=closed', '/admin/api/reviews/contacts?page=0']) {
      expect((await call(path, { headers: bearer(operator) })).status, path).toBe(400);
    }
    expect((await call('/admin/api/reviews/contacts/x/answered', { method: 'POST', headers: bearer(operator) })).status).toBe(400);
    expect((await call('/admin/api/reviews/contacts/999999/answered', { method: 'POST', headers: bearer(operator) })).status).toBe(404);
  });

  it('stores the public contact form as a contact request', async () => {
    const sent = await call('/public/contact', { method: 'POST', json: { name: 'Lars', surname: 'Berg', email: 'lars@example.com', question: 'Gibt es Besichtigungen?' } });
    expect(sent.status).toBe(201);
    const row = await env.DB.prepare("SELECT kind, answered_at FROM contact_requests WHERE email = 'lars@example.com'").first<{ kind: string; answered_at: number | null }>();
    expect(row).toEqual({ kind: 'contact', answered_at: null });
  });
});
