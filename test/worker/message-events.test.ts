/**
 * Events become messages for the right people: a sale through the auction object (winner, seller, the order's
 * invoice), a dealer's review, and once only although the projection runs again.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { auctionStub, createAuction, createMerchant, createOperator, createSeller } from './auction-fixtures.ts';
import { call } from './helpers.ts';

interface StoredMessage {
  customer_id: number;
  kind: string;
  cta: string;
  group_key: string;
  params: string;
}

const messagesOf = async (customerId: number) =>
  (await env.DB.prepare('SELECT customer_id, kind, cta, group_key, params FROM messages WHERE customer_id = ? ORDER BY id').bind(customerId).all<StoredMessage>()).results;

/** Waits until the customer has a message of `kind` (the projection delivers shortly after the command). */
async function messageOf(customerId: number, kind: string): Promise<StoredMessage> {
  return vi.waitFor(
    async () => {
      const found = (await messagesOf(customerId)).find((message) => message.kind === kind);
      if (!found) throw new Error(`no ${kind} message yet`);
      return found;
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe('auction events as messages', () => {
  it('tells the buyer they won and what to pay, and the seller that the vehicle is sold, once each', async () => {
    const seller = await createSeller();
    const buyer = await createMerchant();
    const { auctionId } = await createAuction({ sellerId: seller.id, buyNowPrice: 45_000, minimumPrice: 40_000 });
    const bought = await call(`/private/auction/${auctionId}/buy-now`, { method: 'POST', headers: buyer.headers, json: { requestId: 'buy-now-messages-1' } });
    expect(bought.status).toBe(200);
    const won = await messageOf(buyer.id, 'won');
    expect(won).toMatchObject({ cta: 'buyer_pay_provision_to_operator', group_key: `auction-${auctionId}` });
    expect(JSON.parse(won.params)).toMatchObject({ amount: 45_000 });
    const order = await messageOf(buyer.id, 'order_created');
    const orderRow = await env.DB.prepare('SELECT id, commission_net + commission_vat AS gross FROM orders WHERE auction_id = ?').bind(auctionId).first<{ id: number; gross: number }>();
    expect(JSON.parse(order.params)).toMatchObject({ orderId: orderRow?.id, amount: orderRow?.gross });
    expect(await messageOf(seller.id, 'sold')).toMatchObject({ cta: 'owner_waiting_for_buyer_to_pick_up_vehicle' });
    // The projection runs again (the cron's sweep): nothing is delivered twice.
    const before = (await messagesOf(buyer.id)).length + (await messagesOf(seller.id)).length;
    await auctionStub(auctionId).tick(auctionId);
    expect((await messagesOf(buyer.id)).length + (await messagesOf(seller.id)).length).toBe(before);
  });

  it('never tells a rival the seller’s figures or another dealer’s agent', async () => {
    const seller = await createSeller();
    const [leader, rival] = [await createMerchant(), await createMerchant()];
    const { auctionId } = await createAuction({ sellerId: seller.id, startPrice: 10_000 });
    expect((await call(`/private/auction/${auctionId}/bid`, { method: 'POST', headers: rival.headers, json: { amount: 10_000, requestId: 'rival-bid-0001' } })).status).toBe(200);
    expect((await call(`/private/auction/${auctionId}/agent`, { method: 'PUT', headers: leader.headers, json: { maxAmount: 30_000 } })).status).toBe(200);
    const outbid = await messageOf(rival.id, 'outbid');
    const params = JSON.parse(outbid.params) as Record<string, unknown>;
    expect(params.amount).toBeLessThan(30_000);
    for (const message of await messagesOf(rival.id)) expect(message.params).not.toContain('30000');
    expect(JSON.parse((await messageOf(leader.id, 'bid_agent_active')).params)).toMatchObject({ amount: 30_000 });
  });
});

describe('account events as messages', () => {
  it('tells a dealer that the operator accepted them, with the code that reloads the customer', async () => {
    const operator = await createOperator();
    const dealer = await createMerchant({ accepted: null });
    const merchant = await env.DB.prepare('SELECT id FROM merchants WHERE customer_id = ?').bind(dealer.id).first<{ id: number }>();
    const accepted = await call(`/admin/api/reviews/dealers/${merchant?.id}/accept`, { method: 'POST', headers: operator.headers });
    expect(accepted.status).toBe(200);
    const [message] = await messagesOf(dealer.id);
    expect(message).toMatchObject({ kind: 'account_activated', cta: 'merchant_reviewed_and_ready_for_auction', group_key: `account-${dealer.id}` });
  });
});
