/** The development-only restart of an auction object: the object starts again from its storage; 404 elsewhere. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Actor, AuctionEvent } from '../../domain/auction/types.ts';
import { devFaultsRoutes } from '../../worker/routes/dev-faults.ts';
import { auctionStub, createAuction, createMerchant, createSeller } from './auction-fixtures.ts';
import { call } from './helpers.ts';

const dealer = (customerId: number): Actor => ({ customerId, merchant: 'accepted', emailVerified: true, termsAccepted: true });

describe('restarting an auction object in development', () => {
  it('restarts it; it comes back with every bid', async () => {
    const seller = await createSeller();
    const bidder = await createMerchant();
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const stub = auctionStub(auctionId);
    expect((await stub.run(auctionId, dealer(bidder.id), { type: 'bid', amount: 10_000 })).ok).toBe(true);
    const response = await call(`/dev/auction/${auctionId}/restart`, { method: 'POST' });
    expect(response.status).toBe(202);
    const bids = (await auctionStub(auctionId).bids()) as Extract<AuctionEvent, { type: 'bid_placed' }>[];
    expect(bids.map((bid) => bid.amount)).toEqual([10_000]);
    expect((await auctionStub(auctionId).snapshot(auctionId, null))?.highestBid).toBe(10_000);
  });

  it('answers 400 for a malformed id', async () => {
    expect((await call('/dev/auction/abc/restart', { method: 'POST' })).status).toBe(400);
  });

  it('answers 404 outside development', async () => {
    for (const environment of ['production', 'test', '', undefined]) {
      const response = await devFaultsRoutes.request('/dev/auction/1/restart', { method: 'POST' }, { ...env, ENVIRONMENT: environment });
      expect(response.status, String(environment)).toBe(404);
    }
  });
});
