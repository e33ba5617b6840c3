import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentYear, invoiceNumber } from '../../domain/auction/settlement.ts';
import { createOrderForSale } from '../../worker/services/orders/create-order.ts';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { operatorSession } from './operator-helpers.ts';
import { createMerchant, sale, sell, seriesValue, soldListing } from './order-fixtures.ts';

interface OrderAnswer {
  order: { orderId: number; status: string; reversalNumber: string | null; cancellationReason: string | null; documents: { document: string; url: string }[] };
}

const year = documentYear(Date.now());
let buyer: Session & { id: number };
let rival: Session;
let seller: Session & { id: number };
let admin: Session;

beforeAll(async () => {
  const b = await createMerchant();
  const r = await createMerchant({ company: 'Wójcik Kampery Sp. z o.o.' });
  const s = await createCustomer({ profileType: 'COMMERCIAL' });
  buyer = { ...(await login(b.email)), id: b.id };
  rival = await login(r.email);
  seller = { ...(await login(s.email)), id: s.id };
  admin = await operatorSession();
});

const newOrder = async (extra: { vatReportable?: boolean } = {}) => {
  const productId = await soldListing(seller.id, { ...extra, vin: 'WDB9066331S123456' });
  return sell({ productId, buyerId: buyer.id, sellerId: seller.id });
};

const download = (session: Session | null, orderId: number, document: string) =>
  call(`/private/order/${orderId}/document/${document}`, { headers: session ? bearer(session) : {} });
const requestCancel = (session: Session, orderId: number, reason: unknown) =>
  call(`/private/order/${orderId}/cancellation-request`, { method: 'POST', headers: bearer(session), json: { reason } });
const decide = (session: Session, orderId: number, approve: boolean) =>
  call(`/admin/api/orders/${orderId}/cancellation`, { method: 'POST', headers: bearer(session), json: { approve } });
const errorCode = async (response: Response) => (await json<{ error: { code: string } }>(response)).error.code;

describe('orders from sales', () => {
  it('is idempotent per auction round: a retry returns the same order and takes no number', async () => {
    const productId = await soldListing(seller.id);
    const made = sale({ productId, buyerId: buyer.id, sellerId: seller.id, amount: 59_500 });
    const before = await seriesValue(`invoice:${year}`);
    const first = await createOrderForSale(env, made);
    const second = await createOrderForSale(env, made);
    expect(second).toEqual(first);
    expect(first.invoiceNumber).toBe(invoiceNumber('invoice', year, before + 1));
    expect(await seriesValue(`invoice:${year}`)).toBe(before + 1);
    const rows = await env.DB.prepare('SELECT hammer_price, commission_net, commission_vat, status, payment_due_at FROM orders WHERE auction_id = ?').bind(made.auctionId).all();
    expect(rows.results).toEqual([{ hammer_price: 59_500, commission_net: 1041, commission_vat: 198, status: 'pending', payment_due_at: made.soldAt + 14 * 86_400_000 }]);
  });

  it('computes the commission on the net hammer price of a VAT-reportable seller', async () => {
    const { orderId } = await newOrder({ vatReportable: true });
    const row = await env.DB.prepare('SELECT vat_reportable, commission_net, commission_vat FROM orders WHERE id = ?').bind(orderId).first();
    // The stored 40,000 are net (plus 19 % VAT for the buyer): 1.75 % -> 700 commission, 133 VAT.
    expect(row).toEqual({ vat_reportable: 1, commission_net: 700, commission_vat: 133 });
  });

  it('numbers concurrent sales without gaps or duplicates', async () => {
    const before = await seriesValue(`invoice:${year}`);
    const productIds = await Promise.all(Array.from({ length: 5 }, () => soldListing(seller.id)));
    const results = await Promise.all(productIds.map((productId) => createOrderForSale(env, sale({ productId, buyerId: buyer.id, sellerId: seller.id }))));
    const numbers = results.map((result) => result.invoiceNumber).sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5].map((n) => invoiceNumber('invoice', year, before + n)));
    expect(await seriesValue(`invoice:${year}`)).toBe(before + 5);
  });

  it('takes no number when the order cannot be stored', async () => {
    const productId = await soldListing(seller.id);
    const before = await seriesValue(`invoice:${year}`);
    await expect(createOrderForSale(env, sale({ productId, buyerId: 987_654, sellerId: seller.id }))).rejects.toThrow();
    await expect(createOrderForSale(env, sale({ productId: 987_654, buyerId: buyer.id, sellerId: seller.id }))).rejects.toThrow();
    await expect(createOrderForSale(env, sale({ productId, buyerId: buyer.id, sellerId: seller.id, amount: 0 }))).rejects.toThrow(RangeError);
    expect(await seriesValue(`invoice:${year}`)).toBe(before);
  });

  it('stores invoice and contract PDFs, and a retry completes a set whose write failed', async () => {
    const { orderId, sale: made } = await newOrder();
    for (const document of ['invoice', 'contract']) {
      const object = await env.MEDIA.get(`orders/${orderId}/${document}.pdf`);
      expect(object?.httpMetadata?.contentType).toBe('application/pdf');
      expect(new TextDecoder().decode((await object?.arrayBuffer())?.slice(0, 5))).toBe('%PDF-');
    }
    expect(await env.MEDIA.head(`orders/${orderId}/reversal.pdf`)).toBeNull();
    await env.MEDIA.delete(`orders/${orderId}/contract.pdf`);
    await createOrderForSale(env, made);
    expect(await env.MEDIA.head(`orders/${orderId}/contract.pdf`)).not.toBeNull();
  });
});

describe('order documents', () => {
  it('lets the buyer download invoice and contract as private attachments', async () => {
    const { orderId, invoiceNumber: number } = await newOrder();
    for (const document of ['invoice', 'contract']) {
      const response = await download(buyer, orderId, document);
      expect(response.status, document).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/pdf');
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
      expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    }
    expect((await download(buyer, orderId, 'invoice')).headers.get('Content-Disposition')).toBe(`attachment; filename="${number}.pdf"`);
  });

  it('shows the seller the contract only, the operator everything, and nobody else anything', async () => {
    const { orderId } = await newOrder();
    expect((await download(seller, orderId, 'contract')).status).toBe(200);
    expect((await download(seller, orderId, 'invoice')).status).toBe(404);
    for (const document of ['invoice', 'contract', 'reversal']) {
      expect((await download(rival, orderId, document)).status, document).toBe(404);
      expect((await download(null, orderId, document)).status, document).toBe(401);
    }
    expect((await download(admin, orderId, 'invoice')).status).toBe(200);
    expect((await download(buyer, orderId, 'reversal')).status).toBe(404);
    expect((await download(buyer, 987_654, 'invoice')).status).toBe(404);
    expect((await download(buyer, orderId, 'receipt')).status).toBe(400);
  });

  it('renders a document again when its stored copy is gone', async () => {
    const { orderId } = await newOrder();
    await env.MEDIA.delete(`orders/${orderId}/invoice.pdf`);
    const response = await download(buyer, orderId, 'invoice');
    expect(response.status).toBe(200);
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('renders names outside WinAnsi (Polish, Czech) and English documents', async () => {
    const polish = await createMerchant({ language: 'pl', company: 'Łódź Kampery Sp. z o.o. – Řehoř' });
    const productId = await soldListing(seller.id);
    const { orderId } = await sell({ productId, buyerId: polish.id, sellerId: seller.id });
    const bytes = new Uint8Array((await (await env.MEDIA.get(`orders/${orderId}/invoice.pdf`))?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(bytes.length).toBeGreaterThan(1000);
  });
});

describe('order cancellation and payment', () => {
  it('lets only the buyer request a cancellation, with a reason of 10 to 1000 characters', async () => {
    const { orderId } = await newOrder();
    expect((await requestCancel(rival, orderId, 'Das Fahrzeug passt nicht.')).status).toBe(404);
    expect((await requestCancel(seller, orderId, 'Das Fahrzeug passt nicht.')).status).toBe(404);
    expect((await requestCancel(admin, orderId, 'Das Fahrzeug passt nicht.')).status).toBe(404);
    for (const reason of ['kurz', ' '.repeat(20), 'x'.repeat(1001), 42, null]) {
      const response = await requestCancel(buyer, orderId, reason);
      expect(response.status, String(reason)).toBe(400);
      const { fields } = (await json<{ error: { fields: Record<string, string> } }>(response)).error;
      expect(fields.reason, String(reason)).toMatch(/\s/);
    }
    const status = await env.DB.prepare('SELECT status FROM orders WHERE id = ?').bind(orderId).first<{ status: string }>();
    expect(status?.status).toBe('pending');
  });

  it('approves a request with a reversal invoice and cancels the order', async () => {
    const { orderId } = await newOrder();
    const requested = await requestCancel(buyer, orderId, '  Der Verkäufer meldet sich nicht zur Abholung.  ');
    expect(requested.status).toBe(200);
    expect((await json<OrderAnswer>(requested)).order).toMatchObject({ status: 'cancellation_requested_by_dealer', cancellationReason: 'Der Verkäufer meldet sich nicht zur Abholung.' });
    expect(await errorCode(await requestCancel(buyer, orderId, 'Noch einmal bitte stornieren.'))).toBe('order_wrong_status');

    const before = await seriesValue(`reversal:${year}`);
    const approved = await decide(admin, orderId, true);
    expect(approved.status).toBe(200);
    const { order } = await json<OrderAnswer>(approved);
    expect(order.status).toBe('canceled');
    expect(order.reversalNumber).toBe(invoiceNumber('reversal', year, before + 1));
    expect(order.documents.map((d) => d.document)).toEqual(['invoice', 'contract', 'reversal']);
    const reversal = await download(buyer, orderId, 'reversal');
    expect(reversal.status).toBe(200);
    expect(reversal.headers.get('Content-Disposition')).toBe(`attachment; filename="${order.reversalNumber}.pdf"`);
    expect(new TextDecoder().decode((await reversal.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect((await download(seller, orderId, 'reversal')).status).toBe(404);

    const again = await decide(admin, orderId, true);
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('already_handled');
    expect(await seriesValue(`reversal:${year}`)).toBe(before + 1);
  });

  it('rejects a request back to pending, and books payments only for pending orders', async () => {
    const { orderId } = await newOrder();
    await requestCancel(buyer, orderId, 'Bitte stornieren, Finanzierung geplatzt.');
    expect((await call(`/admin/api/orders/${orderId}/paid`, { method: 'POST', headers: bearer(admin) })).status).toBe(409);
    const rejected = await decide(admin, orderId, false);
    expect(rejected.status).toBe(200);
    expect((await json<OrderAnswer>(rejected)).order).toMatchObject({ status: 'pending', reversalNumber: null });
    const paid = await call(`/admin/api/orders/${orderId}/paid`, { method: 'POST', headers: bearer(admin) });
    expect(paid.status).toBe(200);
    expect((await json<OrderAnswer>(paid)).order.status).toBe('paid');
    const late = await call(`/private/order/${orderId}/cancellation-request`, {
      method: 'POST',
      headers: { ...bearer(buyer), 'X-Locale': 'en' },
      json: { reason: 'Doch lieber stornieren bitte.' },
    });
    expect(late.status).toBe(409);
    expect((await json<{ error: { code: string; message: string } }>(late)).error).toEqual({
      code: 'order_wrong_status',
      message: 'This is not possible for this purchase in its current status.',
    });
    expect(await errorCode(await decide(admin, orderId, false))).toBe('already_handled');
  });

  it('keeps the operator calls to operators', async () => {
    const { orderId } = await newOrder();
    for (const session of [buyer, seller, rival]) {
      expect((await decide(session, orderId, true)).status).toBe(403);
      expect((await call(`/admin/api/orders/${orderId}/paid`, { method: 'POST', headers: bearer(session) })).status).toBe(403);
    }
    expect((await decide(admin, 987_654, true)).status).toBe(404);
    expect((await call(`/admin/api/orders/${orderId}/cancellation`, { method: 'POST', headers: bearer(admin), json: { approve: 'yes' } })).status).toBe(400);
  });
});
