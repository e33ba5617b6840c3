/**
 * The dealer's contact toggle: only a signed-in dealer changes it, and only their own; bad input is a 400 that changes
 * nothing; the seller's "my vehicles" answer carries the buying dealer's contact person and phone only while shown.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuction, createMerchant, createSeller, type Party } from './auction-fixtures.ts';
import { call, json } from './helpers.ts';

interface MyAdsAnswer {
  products: { entityId: number; order: { buyer: Record<string, unknown> } | null }[];
}

let seller: Party;
let dealer: Party;
let otherDealer: Party;
let productId = 0;

const toggle = (who: Party | null, body: unknown) =>
  call('/private/merchant/contact-visibility', { method: 'PUT', headers: who?.headers ?? {}, json: body });
const shown = async (who: Party) =>
  (await env.DB.prepare('SELECT show_contact AS shown FROM merchants WHERE customer_id = ?').bind(who.id).first<{ shown: number }>())?.shown;

async function buyerAsSellerSees(): Promise<Record<string, unknown> | undefined> {
  const response = await call('/private/customer/products/get', { headers: seller.headers });
  expect(response.status).toBe(200);
  return (await json<MyAdsAnswer>(response)).products.find((ad) => ad.entityId === productId)?.order?.buyer;
}

beforeAll(async () => {
  [seller, dealer, otherDealer] = await Promise.all([createSeller(), createMerchant(), createMerchant()]);
  await env.DB.prepare("UPDATE merchants SET contact_name = 'Jonas', contact_surname = 'Vogel', contact_phone = '+49 40 123456' WHERE customer_id = ?").bind(dealer.id).run();
  const auction = await createAuction({ sellerId: seller.id, status: 'sold' });
  productId = auction.productId;
  await env.DB.prepare("UPDATE products SET status = 'sold' WHERE id = ?").bind(productId).run();
  await env.DB.prepare(
    `INSERT INTO orders (auction_id, round, product_id, buyer_id, seller_id, via, hammer_price, vat_reportable, commission_net, commission_vat,
       invoice_number, status, payment_due_at, created_at) VALUES (?, 1, ?, ?, ?, 'auction', 30000, 0, 525, 100, ?, 'pending', ?, ?)`,
  )
    .bind(auction.auctionId, productId, dealer.id, seller.id, `MC-${auction.auctionId}`, Date.now() + 10 * 86_400_000, Date.now())
    .run();
});

describe('the dealer contact toggle', () => {
  it('is the signed-in dealer’s own: anonymous 401, a seller 403, and it changes only the caller’s row', async () => {
    expect((await toggle(null, { showContact: false })).status).toBe(401);
    const notDealer = await toggle(seller, { showContact: false });
    expect(notDealer.status).toBe(403);
    expect((await json<{ error: { code: string } }>(notDealer)).error.code).toBe('not_a_merchant');

    const hidden = await toggle(otherDealer, { showContact: false });
    expect(hidden.status).toBe(200);
    expect(await json(hidden)).toEqual({ showContact: false });
    expect(await shown(otherDealer)).toBe(0);
    expect(await shown(dealer)).toBe(1);
  });

  it('refuses malformed input with a localized 400 and keeps the stored choice', async () => {
    for (const body of [{}, { showContact: 'no' }, { showContact: 0 }, { showContact: true, extra: 1 }, null]) {
      const response = await toggle(dealer, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await json<{ error: { code: string; message: string } }>(response);
      expect(answer.error.message).not.toMatch(/^validation\./);
    }
    expect(await shown(dealer)).toBe(1);
  });

  it('shows the seller the contact person and phone only while the dealer shows them', async () => {
    expect(await buyerAsSellerSees()).toEqual({ company: `Dealer ${dealer.id} GmbH`, contactShown: true, contactName: 'Jonas Vogel', phone: '+49 40 123456' });

    expect((await toggle(dealer, { showContact: false })).status).toBe(200);
    expect(await buyerAsSellerSees()).toEqual({ company: `Dealer ${dealer.id} GmbH`, contactShown: false, contactName: null, phone: null });
    const body = JSON.stringify(await json(await call('/private/customer/products/get', { headers: seller.headers })));
    expect(body).not.toContain('123456');
    expect(body).not.toContain('Vogel');

    expect((await toggle(dealer, { showContact: true })).status).toBe(200);
    expect((await buyerAsSellerSees())?.phone).toBe('+49 40 123456');
  });

  it('tells the dealer their choice in their own account data', async () => {
    expect((await toggle(dealer, { showContact: false })).status).toBe(200);
    const response = await call('/private/customer/get', { headers: dealer.headers });
    expect(response.status).toBe(200);
    expect((await json<{ merchant: { showContact: boolean } }>(response)).merchant.showContact).toBe(false);
  });
});
