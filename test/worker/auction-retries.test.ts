/**
 * A repeated request (same requestId) gets the first answer, also on the path where the token's claims predate the
 * dealer's acceptance of the terms and the server decides again with the facts read from D1 (docs/decisions.md,
 * Bidding eligibility: the first answer of a request).
 */
import { evictDurableObject, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { auctionStub, createAuction, createMerchant, createSeller, requestId, type Party } from './auction-fixtures.ts';
import { call, json } from './helpers.ts';

interface Answer {
  status: number;
  code: string | null;
  highestBid: number | null;
  bidCount: number | null;
}

interface Body {
  error?: { code: string };
  highestBid?: number | null;
  bidCount?: number;
  replayed?: boolean;
  snapshot?: { highestBid: number | null; bidCount: number };
}

/** Status, code and the auction's figures of an answer (a refusal carries them in its snapshot). */
async function answerOf(response: Response): Promise<Answer & { replayed: boolean }> {
  const body = await json<Body>(response);
  const view = body.error ? body.snapshot : body;
  return { status: response.status, code: body.error?.code ?? null, highestBid: view?.highestBid ?? null, bidCount: view?.bidCount ?? null, replayed: body.replayed === true };
}

const post = (party: Party, auctionId: number, path: string, body: Record<string, unknown>) =>
  call(`/private/auction/${auctionId}/${path}`, { method: 'POST', headers: party.headers, json: body }).then(answerOf);
const bid = (party: Party, auctionId: number, amount: number, id: string) => post(party, auctionId, 'bid', { amount, requestId: id });
const firstAnswer = ({ status, code, highestBid, bidCount }: Answer) => ({ status, code, highestBid, bidCount });

/** Terms in force since a minute ago: every access token issued before a dealer accepts them says "not accepted". */
async function termsInForce(): Promise<void> {
  await env.DB.prepare(`INSERT INTO terms_versions (valid_from, title, content, changes) VALUES (?, '{"de":"AGB"}', '{"de":["Inhalt"]}', '{"de":["Neu"]}')`)
    .bind(Date.now() - 60_000)
    .run();
}

/** A dealer who accepted the terms after signing in: every command goes through the re-read of the facts in D1. */
async function dealerWithOldToken(): Promise<Party> {
  const dealer = await createMerchant();
  expect((await call('/private/customer/accept-tac', { method: 'POST', headers: dealer.headers })).status).toBe(200);
  return dealer;
}

async function storedBids(auctionId: number): Promise<number> {
  return (await auctionStub(auctionId).bids()).length;
}

describe('a repeated bid on the re-read path', () => {
  it('answers every copy sent at once as the first one, and places the bid once', async () => {
    await termsInForce();
    const seller = await createSeller();
    const dealer = await dealerWithOldToken();
    for (let round = 0; round < 5; round += 1) {
      const { auctionId } = await createAuction({ sellerId: seller.id });
      const id = requestId();
      const answers = await Promise.all(Array.from({ length: 4 }, () => bid(dealer, auctionId, 10_000, id)));
      expect(answers.map(firstAnswer)).toEqual(Array.from({ length: 4 }, () => ({ status: 200, code: null, highestBid: 10_000, bidCount: 1 })));
      expect(answers.filter((answer) => answer.replayed)).toHaveLength(3);
      expect(await storedBids(auctionId)).toBe(1);
    }
  });

  it('repeats a refusal as the first answer although the auction changed since, and places nothing', async () => {
    await termsInForce();
    const seller = await createSeller();
    const [dealer, rival] = [await dealerWithOldToken(), await dealerWithOldToken()];
    const { auctionId } = await createAuction({ sellerId: seller.id });
    expect(firstAnswer(await bid(dealer, auctionId, 10_000, requestId()))).toMatchObject({ status: 200, highestBid: 10_000 });
    // The dealer leads, so this request is refused; its copy arrives after a rival took the lead.
    const id = requestId();
    const first = await bid(dealer, auctionId, 10_500, id);
    expect(firstAnswer(first)).toEqual({ status: 409, code: 'already_highest_bidder', highestBid: 10_000, bidCount: 1 });
    expect(firstAnswer(await bid(rival, auctionId, 10_250, requestId()))).toMatchObject({ status: 200, highestBid: 10_250 });
    const repeated = await bid(dealer, auctionId, 10_500, id);
    expect({ status: repeated.status, code: repeated.code, replayed: repeated.replayed }).toEqual({ status: 409, code: 'already_highest_bidder', replayed: true });
    expect(repeated).toMatchObject({ highestBid: 10_250, bidCount: 2 });
    expect(await storedBids(auctionId)).toBe(2);
    // Bidding again is a new request.
    expect(firstAnswer(await bid(dealer, auctionId, 10_500, requestId()))).toMatchObject({ status: 200, highestBid: 10_500, bidCount: 3 });
  });

  it('repeats a refusal with the amounts it named then', async () => {
    await termsInForce();
    const seller = await createSeller();
    const [dealer, rival] = [await dealerWithOldToken(), await dealerWithOldToken()];
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const id = requestId();
    const first = await call(`/private/auction/${auctionId}/bid`, { method: 'POST', headers: { ...dealer.headers, 'X-Locale': 'en' }, json: { amount: 9_000, requestId: id } });
    const firstBody = await json<{ error: { code: string; message: string }; details: Record<string, number> }>(first);
    expect([first.status, firstBody.error.code, firstBody.details]).toEqual([422, 'bid_too_low', { minNextBid: 10_000 }]);
    expect(firstAnswer(await bid(rival, auctionId, 10_000, requestId()))).toMatchObject({ status: 200 });
    const again = await call(`/private/auction/${auctionId}/bid`, { method: 'POST', headers: { ...dealer.headers, 'X-Locale': 'en' }, json: { amount: 9_000, requestId: id } });
    const againBody = await json<{ error: { code: string; message: string }; details: Record<string, number>; replayed: boolean }>(again);
    expect([again.status, againBody.error, againBody.details, againBody.replayed]).toEqual([422, firstBody.error, { minNextBid: 10_000 }, true]);
  });

  it('keeps a refusal through a restart of the auction object', async () => {
    await termsInForce();
    const seller = await createSeller();
    const [dealer, rival] = [await dealerWithOldToken(), await dealerWithOldToken()];
    const { auctionId } = await createAuction({ sellerId: seller.id });
    expect(firstAnswer(await bid(dealer, auctionId, 10_000, requestId()))).toMatchObject({ status: 200 });
    const id = requestId();
    expect(firstAnswer(await bid(dealer, auctionId, 10_500, id))).toMatchObject({ status: 409, code: 'already_highest_bidder' });
    // Refusals are written together, shortly after they were answered.
    await vi.waitFor(async () => {
      const kept = await runInDurableObject(auctionStub(auctionId), (_instance, state) =>
        state.storage.sql.exec<{ result: string }>('SELECT result FROM answers WHERE request_id = ?', id).toArray().map((row) => row.result),
      );
      expect(kept).toEqual([JSON.stringify({ refused: { code: 'already_highest_bidder' } })]);
    });
    await evictDurableObject(auctionStub(auctionId));
    expect(firstAnswer(await bid(rival, auctionId, 10_250, requestId()))).toMatchObject({ status: 200 });
    expect(await bid(dealer, auctionId, 10_500, id)).toMatchObject({ status: 409, code: 'already_highest_bidder', replayed: true, bidCount: 2 });
  });

  it('decides a refusal caused by the claims again: it is no answer the request keeps', async () => {
    await termsInForce();
    const seller = await createSeller();
    const dealer = await createMerchant();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const id = requestId();
    // Refused by the facts too: the dealer has not accepted the terms yet.
    expect(firstAnswer(await bid(dealer, auctionId, 10_000, id))).toMatchObject({ status: 403, code: 'terms_not_accepted' });
    expect((await call('/private/customer/accept-tac', { method: 'POST', headers: dealer.headers })).status).toBe(200);
    expect(firstAnswer(await bid(dealer, auctionId, 10_000, id))).toEqual({ status: 200, code: null, highestBid: 10_000, bidCount: 1 });
    const kept = await runInDurableObject(auctionStub(auctionId), (_instance, state) =>
      state.storage.sql.exec<{ result: string }>('SELECT result FROM answers WHERE request_id = ?', id).toArray().map((row) => row.result),
    );
    expect(kept).toEqual(['{}']);
  });
});

describe('the other commands with a requestId on the re-read path', () => {
  it('buy-now: copies sent at once all answer as the sale, which happens once', async () => {
    await termsInForce();
    const seller = await createSeller();
    const dealer = await dealerWithOldToken();
    const { auctionId } = await createAuction({ sellerId: seller.id, buyNowPrice: 25_000 });
    const id = requestId();
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(dealer, auctionId, 'buy-now', { requestId: id })));
    expect(answers.map(firstAnswer)).toEqual(Array.from({ length: 4 }, () => ({ status: 200, code: null, highestBid: 25_000, bidCount: 1 })));
    expect(await storedBids(auctionId)).toBe(1);
    expect((await json<{ status: string }>(await call(`/public/auction/${auctionId}`))).status).toBe('sold');
  });

  it('late offer: a refused offer repeated after the seller declined the pending one is still refused', async () => {
    await termsInForce();
    const seller = await createSeller();
    const [dealer, rival] = [await dealerWithOldToken(), await dealerWithOldToken()];
    const { auctionId } = await createAuction({ sellerId: seller.id, startsAt: Date.now() - 30 * 3600_000, endingAt: Date.now() - 6 * 3600_000 });
    const offer = (party: Party, amount: number, id: string) => post(party, auctionId, 'late-offer', { amount, requestId: id });
    const sameOffer = requestId();
    const copies = await Promise.all([offer(dealer, 12_000, sameOffer), offer(dealer, 12_000, sameOffer)]);
    expect(copies.map((answer) => answer.status)).toEqual([200, 200]);
    const id = requestId();
    expect(firstAnswer(await offer(rival, 13_000, id))).toMatchObject({ status: 409, code: 'offer_unavailable' });
    const declined = await call(`/private/auction/${auctionId}/renegotiation`, { method: 'POST', headers: seller.headers, json: { action: 'decline' } });
    expect((await json<{ status: string }>(declined)).status).toBe('declined_late_offer');
    expect(await offer(rival, 13_000, id)).toMatchObject({ status: 409, code: 'offer_unavailable', replayed: true });
    expect(firstAnswer(await offer(rival, 13_000, requestId()))).toMatchObject({ status: 200 });
  });
});
