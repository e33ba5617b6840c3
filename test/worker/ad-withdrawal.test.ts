/** "Sold or not selling" (POST /private/product/{id}/withdraw): owner only, the ad and auction stop, the operator sees why. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bearer } from './accounts-helpers.ts';
import { createAuction, createMerchant, createSeller, requestId, type Party } from './auction-fixtures.ts';
import { call, eventually, json } from './helpers.ts';
import { operatorSession } from './operator-helpers.ts';

interface Answer {
  status: string;
  repeated: boolean;
  withdrawal: { reason: string; note: string | null; at: string; statusBefore: string };
}

const withdraw = (party: Party | null, productId: number, body: unknown, locale = 'de') =>
  call(`/private/product/${productId}/withdraw`, { method: 'POST', headers: { ...(party?.headers ?? {}), 'X-Locale': locale }, json: body });

const bid = (party: Party, auctionId: number, amount: number) =>
  call(`/private/auction/${auctionId}/bid`, { method: 'POST', headers: party.headers, json: { amount, requestId: requestId() } });

describe('sold or not selling', () => {
  it('stops a running auction with its bids kept, takes the ad out of the catalogue and tells the operator why', async () => {
    const seller = await createSeller();
    const dealer = await createMerchant();
    const { productId, auctionId } = await createAuction({ sellerId: seller.id });
    expect((await bid(dealer, auctionId, 10_000)).status).toBe(200);
    expect(await env.DB.prepare('SELECT product_id FROM catalog_listings WHERE product_id = ?').bind(productId).first()).not.toBeNull();

    const response = await withdraw(seller, productId, { reason: 'sold_elsewhere', note: '  Privat verkauft  ' });
    expect(response.status).toBe(200);
    const answer = await json<Answer>(response);
    expect(answer).toMatchObject({ status: 'inactive', repeated: false, withdrawal: { reason: 'sold_elsewhere', note: 'Privat verkauft', statusBefore: 'running' } });

    // Out of the catalogue: the public snapshot is gone, and D1's projection follows the auction object.
    expect((await call(`/public/auction/${auctionId}`)).status).toBe(404);
    await eventually(async () => {
      const row = await env.DB.prepare('SELECT status FROM products WHERE id = ?').bind(productId).first<{ status: string }>();
      expect(row?.status).toBe('inactive');
    });
    // The catalogue's search table holds only publicly visible listings.
    expect(await env.DB.prepare('SELECT product_id FROM catalog_listings WHERE product_id = ?').bind(productId).first()).toBeNull();

    // The operator sees the reason and the bid is still in the auction's history.
    const operator = await operatorSession();
    const detail = await json<{ product: { withdrawal: Answer['withdrawal'] | null }; bids: { amount: number }[] }>(
      await call(`/admin/api/auctions/${auctionId}`, { headers: bearer(operator) }),
    );
    expect(detail.product.withdrawal).toMatchObject({ reason: 'sold_elsewhere', note: 'Privat verkauft', statusBefore: 'running' });
    expect(detail.bids.map((entry) => entry.amount)).toEqual([10_000]);

    // The seller's list carries it too, for the card.
    const list = await json<{ products: { entityId: number; withdrawal: Answer['withdrawal'] | null }[] }>(
      await call('/private/customer/products/get', { headers: seller.headers }),
    );
    expect(list.products.find((ad) => ad.entityId === productId)?.withdrawal).toMatchObject({ reason: 'sold_elsewhere' });
  });

  it('answers a repeat with the first answer and changes nothing', async () => {
    const seller = await createSeller();
    const { productId } = await createAuction({ sellerId: seller.id });
    const first = await json<Answer>(await withdraw(seller, productId, { reason: 'not_selling' }));
    const again = await withdraw(seller, productId, { reason: 'sold_elsewhere', note: 'anders' });
    expect(again.status).toBe(200);
    const second = await json<Answer>(again);
    expect(second).toMatchObject({ status: 'inactive', repeated: true, withdrawal: { reason: 'not_selling', note: null, statusBefore: 'running' } });
    expect(second.withdrawal.at).toBe(first.withdrawal.at);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM ad_withdrawals WHERE product_id = ?').bind(productId).first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it('lets only the owner withdraw: others get 404, anonymous callers 401, and nothing changes', async () => {
    const seller = await createSeller();
    const other = await createSeller();
    const { productId, auctionId } = await createAuction({ sellerId: seller.id });
    expect((await withdraw(other, productId, { reason: 'not_selling' })).status).toBe(404);
    expect((await withdraw(null, productId, { reason: 'not_selling' })).status).toBe(401);
    expect((await withdraw(seller, 987_654_321, { reason: 'not_selling' })).status).toBe(404);
    expect((await json<{ status: string }>(await call(`/public/auction/${auctionId}`))).status).toBe('running');
  });

  it('refuses bad input with a localized 400 and a sold ad with 409, storing nothing', async () => {
    const seller = await createSeller();
    const { productId, auctionId } = await createAuction({ sellerId: seller.id });
    for (const body of [{}, { reason: 'stolen' }, { reason: 'not_selling', note: 'x'.repeat(501) }, { reason: 'not_selling', note: 5 }, '<b>']) {
      const response = await withdraw(seller, productId, body, 'en');
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ error: { message: string } }>(response)).error.message.length).toBeGreaterThan(0);
    }
    expect((await call(`/private/product/abc/withdraw`, { method: 'POST', headers: seller.headers, json: { reason: 'not_selling' } })).status).toBe(400);

    const sold = await createAuction({ sellerId: seller.id, buyNowPrice: 30_000 });
    const dealer = await createMerchant();
    expect((await call(`/private/auction/${sold.auctionId}/buy-now`, { method: 'POST', headers: dealer.headers, json: { requestId: requestId() } })).status).toBe(200);
    const refused = await withdraw(seller, sold.productId, { reason: 'sold_elsewhere' }, 'en');
    expect(refused.status).toBe(409);
    expect((await json<{ error: { code: string } }>(refused)).error.code).toBe('wrong_status');
    expect((await json<{ status: string }>(await call(`/public/auction/${sold.auctionId}`))).status).toBe('sold');
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM ad_withdrawals WHERE product_id IN (?, ?)').bind(productId, sold.productId).first<{ n: number }>();
    expect(rows?.n).toBe(0);
    expect((await json<{ status: string }>(await call(`/public/auction/${auctionId}`))).status).toBe('running');
  });

  it('forgets the answer when the seller puts the ad up again', async () => {
    const seller = await createSeller();
    const { productId } = await createAuction({ sellerId: seller.id, minimumPrice: 20_000 });
    expect((await withdraw(seller, productId, { reason: 'not_selling' })).status).toBe(200);
    expect((await call(`/private/product/${productId}/resubmit`, { method: 'POST', headers: seller.headers, json: {} })).status).toBe(200);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM ad_withdrawals WHERE product_id = ?').bind(productId).first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});
