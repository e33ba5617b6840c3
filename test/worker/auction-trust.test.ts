/** What dealers and sellers rely on in an auction: per-merchant idempotency, atomic commits, eligibility, deletion. */
import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { auctionStub, createAuction, createMerchant, createSeller, requestId, type Party } from './auction-fixtures.ts';
import { call, json } from './helpers.ts';
import { operatorSession } from './operator-helpers.ts';

interface Snapshot {
  status: string;
  highestBid: number | null;
  bidCount: number;
  replayed?: boolean;
  context: { holdingHighestBid: boolean };
}

const bid = (party: Party, auctionId: number, amount: number, id = requestId()) =>
  call(`/private/auction/${auctionId}/bid`, { method: 'POST', headers: party.headers, json: { amount, requestId: id } });
const errorCode = async (response: Response) => (await json<{ error: { code: string } }>(response)).error.code;

async function storedState(auctionId: number): Promise<string> {
  return runInDurableObject(auctionStub(auctionId), (_instance, state) => state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'state'").one().value);
}

describe('idempotency per merchant', () => {
  it('lets a rival reuse another dealer’s requestId for a bid of its own, and the auction keeps working', async () => {
    const seller = await createSeller();
    const [first, second] = [await createMerchant(), await createMerchant()];
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const shared = 'shared-request-0001';
    expect((await bid(first, auctionId, 10_000, shared)).status).toBe(200);
    const rival = await bid(second, auctionId, 10_250, shared);
    expect(rival.status).toBe(200);
    expect(await json<Snapshot>(rival)).toMatchObject({ highestBid: 10_250, bidCount: 2, context: { holdingHighestBid: true } });
    expect((await json<Snapshot>(await bid(first, auctionId, 10_000, shared))).replayed).toBe(true);
    expect((await bid(first, auctionId, 10_500)).status).toBe(200);
    const agent = await call(`/private/auction/${auctionId}/agent`, { method: 'PUT', headers: second.headers, json: { maxAmount: 20_000 } });
    expect(await json<Snapshot>(agent)).toMatchObject({ highestBid: 10_750, context: { holdingHighestBid: true } });
    await runDurableObjectAlarm(auctionStub(auctionId));
    expect(await json<Snapshot>(await call(`/public/auction/${auctionId}`))).toMatchObject({ status: 'running', highestBid: 10_750, bidCount: 4 });
  });
});

describe('one transaction per command', () => {
  it('leaves state, events and answers untouched when a write fails, and bids on afterwards', async () => {
    const seller = await createSeller();
    const [first, second] = [await createMerchant(), await createMerchant()];
    const { auctionId } = await createAuction({ sellerId: seller.id });
    expect((await bid(first, auctionId, 10_000)).status).toBe(200);
    const before = await storedState(auctionId);
    const seq = (JSON.parse(before) as { seq: number }).seq;
    // A row in the way of the next command's second event makes its commit fail half way.
    await runInDurableObject(auctionStub(auctionId), (_instance, state) => {
      state.storage.sql.exec("INSERT INTO events (seq, type, customer_id, body, at) VALUES (?, 'blocker', NULL, '{}', 0)", seq + 2);
    });
    const failing = requestId();
    expect((await bid(second, auctionId, 10_250, failing)).status).toBe(500);
    expect(await storedState(auctionId)).toBe(before);
    const written = await runInDurableObject(auctionStub(auctionId), (_instance, state) => ({
      events: state.storage.sql.exec<{ n: number }>('SELECT count(*) AS n FROM events WHERE seq > ?', seq).one().n,
      answers: state.storage.sql.exec<{ n: number }>('SELECT count(*) AS n FROM answers WHERE request_id = ?', failing).one().n,
    }));
    expect(written).toEqual({ events: 1, answers: 0 });
    await runInDurableObject(auctionStub(auctionId), (_instance, state) => {
      state.storage.sql.exec("DELETE FROM events WHERE type = 'blocker'");
    });
    expect(await json<Snapshot>(await bid(second, auctionId, 10_250, failing))).toMatchObject({ highestBid: 10_250, bidCount: 2 });
  });
});

describe('who may bid, decided by the server', () => {
  it('stops a blocked dealer’s agent at once and refuses the dealer’s next bid although the token is still valid', async () => {
    const seller = await createSeller();
    const operator = await operatorSession();
    const [blocked, rival] = [await createMerchant(), await createMerchant()];
    const { auctionId } = await createAuction({ sellerId: seller.id });
    expect((await bid(blocked, auctionId, 10_000)).status).toBe(200);
    expect((await call(`/private/auction/${auctionId}/agent`, { method: 'PUT', headers: blocked.headers, json: { maxAmount: 30_000 } })).status).toBe(200);
    const merchant = await env.DB.prepare('SELECT id FROM merchants WHERE customer_id = ?').bind(blocked.id).first<{ id: number }>();
    const block = await call(`/admin/api/merchants/${merchant?.id}/block`, { method: 'PUT', headers: bearer(operator), json: { blocked: true } });
    expect(block.status).toBe(200);
    // The agent would have answered 10,250 with 10,500; now the rival leads.
    expect(await json<Snapshot>(await bid(rival, auctionId, 10_250))).toMatchObject({ highestBid: 10_250, context: { holdingHighestBid: true } });
    const refused = await bid(blocked, auctionId, 11_000);
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('merchant_blocked');
  });

  it('refuses a binding bid of a dealer who has not accepted the terms in force, and takes it once they have', async () => {
    await env.DB.prepare(`INSERT INTO terms_versions (valid_from, title, content, changes) VALUES (?, '{"de":"AGB"}', '{"de":["Inhalt"]}', '{"de":["Neu"]}')`).bind(Date.now() - 60_000).run();
    const seller = await createSeller();
    const dealer = await createMerchant();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const refused = await bid(dealer, auctionId, 10_000);
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('terms_not_accepted');
    expect((await json<Snapshot>(await call(`/public/auction/${auctionId}`))).bidCount).toBe(0);
    expect((await call('/private/customer/accept-tac', { method: 'POST', headers: dealer.headers })).status).toBe(200);
    // The same token: its claims are out of date, so the server checks the facts once more.
    expect(await json<Snapshot>(await bid(dealer, auctionId, 10_000))).toMatchObject({ highestBid: 10_000 });
  });

  it('refuses bids of a dealer whose e-mail address is not verified', async () => {
    const seller = await createSeller();
    const customer = await createCustomer({ profileType: 'MERCHANT', verified: false });
    await env.DB.prepare("INSERT INTO merchants (customer_id, company, country, accepted) VALUES (?, 'Unverified GmbH', 'DE', 1)").bind(customer.id).run();
    const dealer: Party = { ...customer, headers: bearer(await login(customer.email)) };
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const refused = await bid(dealer, auctionId, 10_000);
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('email_not_verified');
  });
});

describe('deleting an ad in the buying chance', () => {
  it('closes its auction: no late offer follows, the ad never shows in search again and nothing writes it back', async () => {
    const seller = await createSeller();
    const dealer = await createMerchant();
    const { auctionId, productId } = await createAuction({ sellerId: seller.id, startsAt: Date.now() - 30 * 3600_000, endingAt: Date.now() - 6 * 3600_000 });
    expect((await json<Snapshot>(await call(`/public/auction/${auctionId}`))).status).toBe('acpt_late_offer');
    expect((await call(`/private/product/${productId}`, { method: 'DELETE', headers: seller.headers })).status).toBe(204);
    const offer = await call(`/private/auction/${auctionId}/late-offer`, { method: 'POST', headers: dealer.headers, json: { amount: 12_000, requestId: requestId() } });
    expect(offer.status).toBe(409);
    expect(await errorCode(offer)).toBe('offer_unavailable');
    // The object's projection runs again; the product stays deleted and out of the catalogue.
    await auctionStub(auctionId).tick(auctionId);
    await vi.waitFor(async () => {
      const row = await env.DB.prepare('SELECT a.status AS auction, p.deleted_at FROM auctions a JOIN products p ON p.id = a.product_id WHERE a.id = ?').bind(auctionId).first<{ auction: string; deleted_at: number | null }>();
      expect(row).toMatchObject({ auction: 'inactive', deleted_at: expect.any(Number) });
    });
    // Nor can any other write bring it back.
    await env.DB.prepare("UPDATE products SET status = 'acpt_late_offer', deleted_at = NULL WHERE id = ?").bind(productId).run();
    expect(await env.DB.prepare('SELECT status, deleted_at FROM products WHERE id = ?').bind(productId).first()).toMatchObject({ status: 'inactive', deleted_at: expect.any(Number) });
    const listed = await env.DB.prepare('SELECT count(*) AS n FROM catalog_listings WHERE product_id = ?').bind(productId).first<{ n: number }>();
    expect(listed?.n).toBe(0);
    expect(JSON.stringify(await json(await call('/public/catalog/search?status=acpt_late_offer')))).not.toContain(`"entityId":${productId},`);
  });
});

describe('auction ids nobody created', () => {
  it('answer 404 and leave the object without storage', async () => {
    const unknownId = 987_654;
    expect((await call(`/public/auction/${unknownId}`)).status).toBe(404);
    const tables = await runInDurableObject(auctionStub(unknownId), (_instance, state) =>
      state.storage.sql.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('meta', 'events', 'answers')").toArray(),
    );
    expect(tables).toEqual([]);
  });
});
