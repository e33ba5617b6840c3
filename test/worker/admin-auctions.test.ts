/** Operators' auctions: search, detail with bids and events, pause/resume/cancel with audit, mails and conflicts. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { auctionStub, createAuction, createMerchant, createSeller, requestId, type Party } from './auction-fixtures.ts';
import { isInEndWindow } from '../../domain/auction/schedule.ts';
import { call, eventually, json } from './helpers.ts';
import { type Operator, operatorSession } from './operator-helpers.ts';

interface ErrorBody {
  error: { code: string };
  current?: Record<string, unknown>;
}
interface ListBody {
  items: { auctionId: number; productId: number; title: string; status: string; round: number; highestBid: number | null; bidCount: number; paused: boolean }[];
  total: number;
  page: number;
}
interface DetailBody {
  auction: { auctionId: number; status: string; paused: boolean; pause: { reason: string; reopensAt: number | null } | null; minimumPrice: number; highestBid: number | null; endingAt: number };
  product: { productId: number; title: string; seller: { customerId: number } };
  bids: { seq: number; amount: number; kind: string; customerId: number; company: string | null; at: number }[];
  events: { seq: number; type: string; at: number; summary: Record<string, unknown> }[];
}

const AUCTIONS = '/admin/api/auctions';
const as = (operator: Operator) => bearer(operator);
const hold = (operator: Operator, auctionId: number | string, action: 'pause' | 'resume' | 'cancel', body?: unknown) =>
  call(`${AUCTIONS}/${auctionId}/${action}`, { method: 'POST', headers: as(operator), ...(body === undefined ? {} : { json: body }) });
const bid = (party: Party, auctionId: number, amount: number) =>
  call(`/private/auction/${auctionId}/bid`, { method: 'POST', headers: party.headers, json: { amount, requestId: requestId() } });

let modelCounter = 0;
/** A running auction with a model name no other test uses, a German seller and an English-speaking dealer who bid. */
async function auctionWithBid(times: { startsAt?: number; endingAt?: number } = {}) {
  const seller = await createSeller();
  const dealer = await createMerchant();
  await env.DB.prepare("UPDATE customers SET language_setting = 'en' WHERE id = ?").bind(dealer.id).run();
  const { auctionId, productId } = await createAuction({ sellerId: seller.id, minimumPrice: 25_000, ...times });
  modelCounter += 1;
  const model = `Ops ${Date.now()}-${modelCounter}`;
  await env.DB.prepare('UPDATE products SET model = ? WHERE id = ?').bind(model, productId).run();
  expect((await bid(dealer, auctionId, 10_000)).status).toBe(200);
  return { seller, dealer, auctionId, productId, model };
}

async function auditRows(action: string, auctionId: number) {
  const rows = await env.DB.prepare("SELECT actor_customer_id, before, after FROM audit_log WHERE action = ? AND subject_type = 'auction' AND subject_id = ?")
    .bind(action, String(auctionId))
    .all<{ actor_customer_id: number; before: string; after: string }>();
  return rows.results.map((row) => ({ actor: row.actor_customer_id, before: JSON.parse(row.before), after: JSON.parse(row.after) }));
}

async function mails(to: string, kind: string) {
  const rows = await env.DB.prepare('SELECT locale, subject, html, text FROM mail_outbox WHERE recipient = ? AND kind = ? ORDER BY id').bind(to, kind).all<{ locale: string; subject: string; html: string; text: string }>();
  return rows.results;
}

/** The mails of a kind to a recipient, once the mail queue sent at least one (the operator's request only queues them). */
async function arrived(to: string, kind: string) {
  return eventually(async () => {
    const rows = await mails(to, kind);
    expect(rows.length).toBeGreaterThan(0);
    return rows;
  });
}

describe('who may handle auctions', () => {
  it('refuses anonymous callers (401) and signed-in customers who are no operators (403)', async () => {
    const { auctionId } = await auctionWithBid();
    const customer = bearer(await login((await createCustomer()).email));
    const calls = [
      ['GET', AUCTIONS],
      ['GET', `${AUCTIONS}/${auctionId}`],
      ['POST', `${AUCTIONS}/${auctionId}/pause`],
      ['POST', `${AUCTIONS}/${auctionId}/resume`],
      ['POST', `${AUCTIONS}/${auctionId}/cancel`],
    ] as const;
    for (const [method, path] of calls) {
      const body = method === 'POST' ? { json: { reason: 'Check' } } : {};
      expect((await call(path, { method, ...body })).status).toBe(401);
      expect((await call(path, { method, headers: customer, ...body })).status).toBe(403);
    }
    expect(await json<DetailBody>(await call(`${AUCTIONS}/${auctionId}`, { headers: as(await operatorSession()) }))).toMatchObject({ auction: { paused: false, status: 'running' } });
  });
});

describe('pausing and resuming an auction', () => {
  it('refuses bids while paused, takes them again after resuming, audits both and tells seller and bidders', async () => {
    const operator = await operatorSession();
    const { seller, dealer, auctionId } = await auctionWithBid();
    const rival = await createMerchant();
    const paused = await hold(operator, auctionId, 'pause', { reason: '  VIN <b>does not match</b> the papers  ' });
    expect(paused.status).toBe(200);
    expect(await json(paused)).toMatchObject({ auctionId, status: 'running', paused: true });

    const refused = await bid(rival, auctionId, 10_250);
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).error.code).toBe('auction_paused');

    const detail = await json<DetailBody>(await call(`${AUCTIONS}/${auctionId}`, { headers: as(operator) }));
    expect(detail.auction).toMatchObject({ paused: true, pause: { reason: 'VIN <b>does not match</b> the papers' }, minimumPrice: 25_000, highestBid: 10_000 });
    expect(detail.bids).toEqual([{ seq: expect.any(Number), amount: 10_000, kind: 'bid', customerId: dealer.id, company: `Dealer ${dealer.id} GmbH`, at: expect.any(Number) }]);
    expect(detail.events[0]).toMatchObject({ type: 'operator_paused', summary: { reason: 'VIN <b>does not match</b> the papers' } });

    const resumed = await hold(operator, auctionId, 'resume');
    expect(resumed.status).toBe(200);
    // Whether bidding reopens at once depends on where the moved end falls (the next test holds it every time).
    const { auction } = await json<DetailBody>(await call(`${AUCTIONS}/${auctionId}`, { headers: as(operator) }));
    const held = (auction.pause?.reopensAt ?? null) !== null;
    expect(auction.paused).toBe(held);
    if (!held) expect((await bid(rival, auctionId, 10_250)).status).toBe(200);

    expect(await auditRows('auction.paused', auctionId)).toEqual([
      { actor: operator.customerId, before: expect.objectContaining({ paused: false }), after: expect.objectContaining({ paused: true, reason: 'VIN <b>does not match</b> the papers' }) },
    ]);
    expect(await auditRows('auction.resumed', auctionId)).toEqual([{ actor: operator.customerId, before: expect.objectContaining({ paused: true }), after: expect.objectContaining({ paused: held }) }]);

    const [toSeller] = await arrived(seller.email, 'auction_paused');
    expect(toSeller?.subject).toContain('Auktion pausiert');
    expect(toSeller?.text).toContain('VIN <b>does not match</b> the papers');
    expect(toSeller?.html).toContain('VIN &lt;b&gt;does not match&lt;/b&gt; the papers');
    expect(toSeller?.html).not.toContain('<b>does not match');
    const [toDealer] = await arrived(dealer.email, 'auction_paused');
    expect(toDealer).toMatchObject({ locale: 'en', subject: expect.stringContaining('Auction paused') });
    expect((await arrived(dealer.email, 'auction_resumed'))[0]?.text).toContain('New end of the auction');
    expect(await arrived(seller.email, 'auction_resumed')).toHaveLength(1);
    // The rival had not bid when the auction was paused: nobody told them.
    expect(await mails(rival.email, 'auction_paused')).toHaveLength(0);
  });

  it('keeps a resumed round within 24 hours of bidding: it stays paused until then and says when bidding reopens', async () => {
    const operator = await operatorSession();
    // An end outside the weekday 14:00-17:00 window, within four hours, after 20 hours of bidding.
    let endingAt = Date.now() + 10 * 60_000;
    while (isInEndWindow(endingAt)) endingAt += 60_000;
    const { dealer, auctionId } = await auctionWithBid({ startsAt: endingAt - 23 * 3_600_000, endingAt });
    expect((await hold(operator, auctionId, 'pause', { reason: 'Papers checked' })).status).toBe(200);
    const resumed = await hold(operator, auctionId, 'resume');
    expect(resumed.status).toBe(200);
    expect(await json(resumed)).toMatchObject({ paused: true });
    const { auction } = await json<DetailBody>(await call(`${AUCTIONS}/${auctionId}`, { headers: as(operator) }));
    const reopensAt = auction.pause?.reopensAt ?? 0;
    // The moved end lies in the next window; bidding reopens with just the rest of the 24 hours before it.
    expect(isInEndWindow(auction.endingAt)).toBe(true);
    expect(reopensAt).toBeGreaterThan(Date.now());
    expect((await bid(dealer, auctionId, 10_250)).status).toBe(409);
    // A second resume finds it resumed already.
    expect((await hold(operator, auctionId, 'resume')).status).toBe(409);
    const [mail] = await arrived(dealer.email, 'auction_resumed');
    expect(mail?.text).toContain('Bids are accepted again from');
    expect(mail?.text).not.toContain('from now on');
  });

  it('mails each bidder once, however many there are, and nobody whose account was deleted', async () => {
    const operator = await operatorSession();
    const { dealer, auctionId } = await auctionWithBid();
    const bidders = [await createMerchant(), await createMerchant(), await createMerchant()];
    for (const [index, bidder] of bidders.entries()) expect((await bid(bidder, auctionId, 10_250 + index * 250)).status).toBe(200);
    const [deleted, ...others] = bidders;
    await env.DB.prepare('UPDATE customers SET deleted_at = ? WHERE id = ?').bind(Date.now(), deleted?.id).run();
    expect((await hold(operator, auctionId, 'pause', { reason: 'Papers missing' })).status).toBe(200);
    for (const bidder of [dealer, ...others]) expect(await arrived(bidder.email, 'auction_paused')).toHaveLength(1);
    expect(await mails(deleted?.email ?? '', 'auction_paused')).toHaveLength(0);
  });

  it('lets only one of two operators pausing at once succeed; the other gets already_handled', async () => {
    const [first, second] = [await operatorSession(), await operatorSession()];
    const { seller, auctionId } = await auctionWithBid();
    const answers = await Promise.all([hold(first, auctionId, 'pause', { reason: 'Check one' }), hold(second, auctionId, 'pause', { reason: 'Check two' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409);
    expect(await json<ErrorBody>(loser as Response)).toMatchObject({ error: { code: 'already_handled' }, current: { paused: true } });
    expect(await auditRows('auction.paused', auctionId)).toHaveLength(1);
    expect(await arrived(seller.email, 'auction_paused')).toHaveLength(1);
  });

  it('answers already_handled to a resume of an auction that is not paused', async () => {
    const operator = await operatorSession();
    const { auctionId } = await auctionWithBid();
    const response = await hold(operator, auctionId, 'resume');
    expect(response.status).toBe(409);
    expect((await json<ErrorBody>(response)).error.code).toBe('already_handled');
    expect(await auditRows('auction.resumed', auctionId)).toHaveLength(0);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const operator = await operatorSession();
    const { auctionId } = await auctionWithBid();
    const cases: [string | number, unknown, string][] = [
      [auctionId, {}, 'reason_required'],
      [auctionId, { reason: '   ' }, 'reason_required'],
      [auctionId, { reason: 'x'.repeat(501) }, 'validation_failed'],
      [auctionId, { reason: 42 }, 'validation_failed'],
      ['abc', { reason: 'Check' }, 'validation_failed'],
    ];
    for (const [id, body, code] of cases) {
      for (const action of ['pause', 'cancel'] as const) {
        const response = await hold(operator, id, action, body);
        expect(response.status).toBe(400);
        expect((await json<ErrorBody>(response)).error.code).toBe(code);
      }
    }
    expect((await call(`${AUCTIONS}/${auctionId}/pause`, { method: 'POST', headers: { ...as(operator), 'Content-Type': 'application/json' }, body: '{bad' })).status).toBe(400);
    expect((await hold(operator, 999_999_999, 'pause', { reason: 'Check' })).status).toBe(404);
    expect(await json(await call(`/public/auction/${auctionId}`))).toMatchObject({ status: 'running', paused: false });
    expect(await auditRows('auction.paused', auctionId)).toHaveLength(0);
    expect((await call(`${AUCTIONS}?status=nonsense`, { headers: as(operator) })).status).toBe(400);
    expect((await call(`${AUCTIONS}?page=0`, { headers: as(operator) })).status).toBe(400);
  });
});

describe('cancelling an auction', () => {
  it('ends it without sale: no more bids, no order, audited, seller and bidders told', async () => {
    const operator = await operatorSession();
    const { seller, dealer, auctionId } = await auctionWithBid();
    const response = await hold(operator, auctionId, 'cancel', { reason: 'Vehicle was sold elsewhere' });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ status: 'inactive', paused: false });
    const rival = await createMerchant();
    const refused = await bid(rival, auctionId, 10_250);
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).error.code).toBe('offer_unavailable');
    await auctionStub(auctionId).tick(auctionId);
    await eventually(async () => expect(await env.DB.prepare('SELECT status FROM auctions WHERE id = ?').bind(auctionId).first()).toEqual({ status: 'inactive' }));
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE auction_id = ?').bind(auctionId).first<{ n: number }>()).toEqual({ n: 0 });
    expect(await auditRows('auction.canceled', auctionId)).toEqual([
      { actor: operator.customerId, before: expect.objectContaining({ status: 'running' }), after: expect.objectContaining({ status: 'inactive', reason: 'Vehicle was sold elsewhere' }) },
    ]);
    expect((await arrived(seller.email, 'auction_canceled'))[0]?.text).toContain('Vehicle was sold elsewhere');
    expect((await arrived(dealer.email, 'auction_canceled'))[0]?.subject).toContain('Auction ended');
    // A second cancellation (or a pause) finds it handled.
    expect((await hold(operator, auctionId, 'cancel', { reason: 'Again' })).status).toBe(409);
    expect((await hold(operator, auctionId, 'pause', { reason: 'Again' })).status).toBe(409);
    expect(await auditRows('auction.canceled', auctionId)).toHaveLength(1);
  });

  it('cancels a paused auction', async () => {
    const operator = await operatorSession();
    const { auctionId } = await auctionWithBid();
    expect((await hold(operator, auctionId, 'pause', { reason: 'Check' })).status).toBe(200);
    const response = await hold(operator, auctionId, 'cancel', { reason: 'Fraud suspected' });
    expect(await json(response)).toMatchObject({ status: 'inactive', paused: false });
  });
});

describe('searching auctions', () => {
  it('finds an auction by id, product id and model text, and filters by status and pause', async () => {
    const operator = await operatorSession();
    const { auctionId, productId, model } = await auctionWithBid();
    const list = async (query: string) => json<ListBody>(await call(`${AUCTIONS}?${query}`, { headers: as(operator) }));
    for (const q of [String(auctionId), String(productId), model, model.toLowerCase()]) {
      expect((await list(`q=${encodeURIComponent(q)}`)).items.map((item) => item.auctionId)).toContain(auctionId);
    }
    const found = (await list(`q=${encodeURIComponent(model)}`)).items;
    expect(found).toEqual([expect.objectContaining({ auctionId, productId, title: `Hymer ${model}`, status: 'running', round: 1, paused: false })]);
    expect((await list(`q=${encodeURIComponent(model)}&status=sold`)).items).toEqual([]);
    expect((await list(`q=${encodeURIComponent('%')}`)).items.map((item) => item.auctionId)).not.toContain(auctionId);

    expect((await hold(operator, auctionId, 'pause', { reason: 'Check' })).status).toBe(200);
    // The list reads D1, which the effects queue brings up to date.
    await eventually(async () => {
      const pausedOnes = await list(`q=${encodeURIComponent(model)}&status=paused`);
      expect(pausedOnes.items).toEqual([expect.objectContaining({ auctionId, paused: true, highestBid: 10_000, bidCount: 1 })]);
    });
  });
});
