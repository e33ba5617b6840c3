/**
 * An auction runs only inside its own time, whatever its D1 row says: a row that says running before its start (as
 * demo auction 15 did) is published until then and refuses every bid, agent and buy-now with auction_not_started;
 * a row asking for more than 24 hours of bidding opens 24 hours before its end.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { createAuction, createMerchant, createSeller, requestId } from './auction-fixtures.ts';
import { call, json } from './helpers.ts';

const HOUR = 3600_000;

interface Refusal {
  error: { code: string; message: string };
  snapshot: { status: string; bidCount: number };
}

describe('an auction before its start', () => {
  it('reports published, refuses bid, agent and buy-now with a localized auction_not_started, and D1 learns the status', async () => {
    const seller = await createSeller();
    const dealer = await createMerchant();
    const { auctionId } = await createAuction({ sellerId: seller.id, status: 'running', startsAt: Date.now() + 14 * HOUR, endingAt: Date.now() + 38 * HOUR, buyNowPrice: 30_000 });
    expect((await json<{ status: string }>(await call(`/public/auction/${auctionId}`))).status).toBe('published');
    const headers = { ...dealer.headers, 'X-Locale': 'en' };
    const refusals = [
      await call(`/private/auction/${auctionId}/bid`, { method: 'POST', headers, json: { amount: 10_000, requestId: requestId() } }),
      await call(`/private/auction/${auctionId}/agent`, { method: 'PUT', headers, json: { maxAmount: 20_000 } }),
      await call(`/private/auction/${auctionId}/buy-now`, { method: 'POST', headers, json: { requestId: requestId() } }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(409);
      const body = await json<Refusal>(response);
      expect(body.error).toEqual({ code: 'auction_not_started', message: 'The auction has not started yet. Bids are possible from its start.' });
      expect(body.snapshot).toMatchObject({ status: 'published', bidCount: 0 });
    }
    await vi.waitFor(async () => {
      expect(await env.DB.prepare('SELECT status FROM auctions WHERE id = ?').bind(auctionId).first<{ status: string }>()).toEqual({ status: 'published' });
    });
  });

  it('opens a row that asks for 38 hours of bidding only 24 hours before its end', async () => {
    const seller = await createSeller();
    const dealer = await createMerchant();
    // Started 2 hours ago by the row, but its end lies 36 hours ahead: bidding opens in 12 hours.
    const { auctionId } = await createAuction({ sellerId: seller.id, status: 'running', startsAt: Date.now() - 2 * HOUR, endingAt: Date.now() + 36 * HOUR });
    const snapshot = await json<{ status: string; startsAt: number; endingAt: number }>(await call(`/public/auction/${auctionId}`));
    expect(snapshot.status).toBe('published');
    expect(snapshot.endingAt - snapshot.startsAt).toBe(24 * HOUR);
    const refused = await call(`/private/auction/${auctionId}/bid`, { method: 'POST', headers: dealer.headers, json: { amount: 10_000, requestId: requestId() } });
    expect([refused.status, (await json<Refusal>(refused)).error.code]).toEqual([409, 'auction_not_started']);
  });
});
