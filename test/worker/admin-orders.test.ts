/** Operators' orders: the filtered list with overdue payments, the detail with its documents, and booking payments once. */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { type Operator, operatorSession } from './operator-helpers.ts';
import { createMerchant, sell, soldListing } from './order-fixtures.ts';

interface ListItem {
  orderId: number;
  invoiceNumber: string;
  status: string;
  product: { id: number; title: string };
  buyer: { customerId: number; company: string | null };
  seller: { customerId: number };
  hammerPrice: number;
  commissionNet: number;
  paymentDueAt: string;
  overdue: boolean;
  createdAt: string;
}
interface ListBody {
  items: ListItem[];
  total: number;
}
interface DetailBody {
  orderId: number;
  status: string;
  overdue: boolean;
  buyer: { customerId: number; company: string | null };
  documents: { document: string; url: string }[];
}
interface ErrorBody {
  error: { code: string };
  current?: Record<string, unknown>;
}

const DAY = 86_400_000;
let operator: Operator;
let buyer: { id: number; email: string };
let seller: { id: number; email: string };
let company: string;

beforeAll(async () => {
  company = `Ops Reisemobile ${Date.now()} GmbH`;
  buyer = await createMerchant({ company });
  seller = await createCustomer({ profileType: 'COMMERCIAL' });
  operator = await operatorSession();
});

/** An order sold `daysAgo` days ago (payment is due a few days after the sale). */
async function order(daysAgo = 0) {
  const productId = await soldListing(seller.id);
  return sell({ productId, buyerId: buyer.id, sellerId: seller.id, soldAt: Date.now() - daysAgo * DAY });
}

const list = async (query: string) => json<ListBody>(await call(`/admin/api/orders?${query}`, { headers: bearer(operator) }));
const markPaid = (session: Session, orderId: number) => call(`/admin/api/orders/${orderId}/paid`, { method: 'POST', headers: bearer(session) });

async function auditRows(orderId: number) {
  const rows = await env.DB.prepare("SELECT actor_customer_id, before, after FROM audit_log WHERE action = 'order.marked_paid' AND subject_type = 'order' AND subject_id = ?")
    .bind(String(orderId))
    .all<{ actor_customer_id: number; before: string; after: string }>();
  return rows.results.map((row) => ({ actor: row.actor_customer_id, before: JSON.parse(row.before), after: JSON.parse(row.after) }));
}

describe('who may see orders', () => {
  it('refuses anonymous callers (401) and signed-in customers who are no operators (403)', async () => {
    const { orderId } = await order();
    const customer = bearer(await login(buyer.email));
    for (const path of ['/admin/api/orders', `/admin/api/orders/${orderId}`, `/admin/api/orders/${orderId}/document/invoice`]) {
      expect((await call(path)).status).toBe(401);
      expect((await call(path, { headers: customer })).status).toBe(403);
    }
    expect((await call(`/admin/api/orders/${orderId}/paid`, { method: 'POST' })).status).toBe(401);
    expect((await call(`/admin/api/orders/${orderId}/paid`, { method: 'POST', headers: customer })).status).toBe(403);
  });
});

describe('the order list', () => {
  it('lists orders with product, parties and figures, filters overdue ones and searches by company and invoice', async () => {
    const due = await order(60);
    const fresh = await order(0);
    const mine = await list(`q=${encodeURIComponent(company)}`);
    const ids = mine.items.map((item) => item.orderId);
    expect(ids).toEqual(expect.arrayContaining([due.orderId, fresh.orderId]));
    const overdueItem = mine.items.find((item) => item.orderId === due.orderId);
    expect(overdueItem).toMatchObject({ status: 'pending', overdue: true, buyer: { customerId: buyer.id, company }, seller: { customerId: seller.id }, hammerPrice: 40_000, invoiceNumber: due.invoiceNumber });
    expect(overdueItem?.product.title).toBe('Hymer B 678');
    expect(mine.items.find((item) => item.orderId === fresh.orderId)?.overdue).toBe(false);

    const overdueOnly = await list(`overdue=1&q=${encodeURIComponent(company)}`);
    expect(overdueOnly.items.map((item) => item.orderId)).toEqual([due.orderId]);
    expect((await list(`q=${encodeURIComponent(due.invoiceNumber)}`)).items.map((item) => item.orderId)).toEqual([due.orderId]);
    expect((await list(`q=${due.orderId}`)).items.map((item) => item.orderId)).toContain(due.orderId);

    expect((await markPaid(operator, due.orderId)).status).toBe(200);
    expect((await list(`overdue=1&q=${encodeURIComponent(company)}`)).items).toEqual([]);
    expect((await list(`status=paid&q=${encodeURIComponent(company)}`)).items.map((item) => item.orderId)).toEqual([due.orderId]);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['status=shipped', 'overdue=maybe', 'page=0', `q=${'x'.repeat(101)}`]) {
      expect((await call(`/admin/api/orders?${query}`, { headers: bearer(operator) })).status).toBe(400);
    }
    expect((await call('/admin/api/orders/abc', { headers: bearer(operator) })).status).toBe(400);
    expect((await call('/admin/api/orders/987654', { headers: bearer(operator) })).status).toBe(404);
  });
});

describe('the order detail and its documents', () => {
  it('shows the order with console download links that stream the stored PDFs', async () => {
    const { orderId, invoiceNumber } = await order(30);
    const detail = await json<DetailBody>(await call(`/admin/api/orders/${orderId}`, { headers: bearer(operator) }));
    expect(detail).toMatchObject({ orderId, status: 'pending', overdue: true, buyer: { customerId: buyer.id, company } });
    expect(detail.documents).toEqual([
      { document: 'invoice', url: `/admin/api/orders/${orderId}/document/invoice` },
      { document: 'contract', url: `/admin/api/orders/${orderId}/document/contract` },
    ]);
    const invoice = await call(detail.documents[0]?.url ?? '', { headers: bearer(operator) });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('Content-Type')).toBe('application/pdf');
    expect(invoice.headers.get('Content-Disposition')).toBe(`attachment; filename="${invoiceNumber}.pdf"`);
    expect(new TextDecoder().decode((await invoice.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    // No reversal before a cancellation; an unknown document is bad input.
    expect((await call(`/admin/api/orders/${orderId}/document/reversal`, { headers: bearer(operator) })).status).toBe(404);
    expect((await call(`/admin/api/orders/${orderId}/document/receipt`, { headers: bearer(operator) })).status).toBe(400);
  });
});

describe('booking a payment', () => {
  it('books it once when two operators book at once, audits it, and answers the other with already_handled', async () => {
    const second = await operatorSession();
    const { orderId } = await order(10);
    const answers = await Promise.all([markPaid(operator, orderId), markPaid(second, orderId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409) as Response;
    expect(await json<ErrorBody>(loser)).toMatchObject({ error: { code: 'already_handled' }, current: { status: 'paid' } });
    const rows = await auditRows(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'paid' } });
    expect([operator.customerId, second.customerId]).toContain(rows[0]?.actor);
    // Once paid, booking again is handled already and writes nothing.
    expect((await markPaid(operator, orderId)).status).toBe(409);
    expect(await auditRows(orderId)).toHaveLength(1);
  });

  it('refuses a bad id with 400 and an unknown order with 404', async () => {
    expect((await call('/admin/api/orders/0/paid', { method: 'POST', headers: bearer(operator) })).status).toBe(400);
    expect((await markPaid(operator, 987_655)).status).toBe(404);
  });
});
