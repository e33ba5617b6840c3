/** The live socket: a snapshot on connect, every bid pushed with the viewer's own context, catch-up from a sequence number. */
import { describe, expect, it } from 'vitest';
import { createAuction, createMerchant, createSeller, requestId, type Party } from './auction-fixtures.ts';
import { call } from './helpers.ts';

interface LiveMessage {
  type: 'snapshot' | 'update';
  events: { type: string; seq: number; customerId?: number; amount?: number }[];
  snapshot: { seq: number; highestBid: number | null; context: { holdingHighestBid: boolean; state: string | null } };
}

/** Opens the live socket as `party` (or anonymously) and collects its messages. */
async function watch(auctionId: number, party?: Party, since?: number) {
  const response = await call(`/public/auction/${auctionId}/live${since ? `?since=${since}` : ''}`, { headers: { Upgrade: 'websocket', ...party?.headers } });
  expect(response.status).toBe(101);
  const socket = response.webSocket;
  if (!socket) throw new Error('no socket');
  const messages: LiveMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.addEventListener('message', (event) => {
    messages.push(JSON.parse(String(event.data)) as LiveMessage);
    waiters.splice(0).forEach((wake) => wake());
  });
  socket.accept();
  const next = async (count: number) => {
    while (messages.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    return messages[count - 1] as LiveMessage;
  };
  return { messages, next, close: () => socket.close(1000, 'done') };
}

const bid = (party: Party, auctionId: number, amount: number) =>
  call(`/private/auction/${auctionId}/bid`, { method: 'POST', headers: party.headers, json: { amount, requestId: requestId() } });

describe('live auction socket', () => {
  it('pushes bids to watchers with their own context and never the bidder identity', async () => {
    const seller = await createSeller();
    const [first, second] = [await createMerchant(), await createMerchant()];
    const { auctionId } = await createAuction({ sellerId: seller.id });
    const anonymous = await watch(auctionId);
    const firstWatch = await watch(auctionId, first);
    expect((await anonymous.next(1)).type).toBe('snapshot');
    await firstWatch.next(1);
    expect((await bid(first, auctionId, 10_000)).status).toBe(200);
    const seen = await firstWatch.next(2);
    expect(seen).toMatchObject({ type: 'update', snapshot: { highestBid: 10_000, context: { holdingHighestBid: true, state: 'highest_bidder' } } });
    expect((await bid(second, auctionId, 10_250)).status).toBe(200);
    expect(await firstWatch.next(3)).toMatchObject({ snapshot: { highestBid: 10_250, context: { holdingHighestBid: false, state: 'overbid' } } });
    const anonymousUpdate = await anonymous.next(3);
    expect(anonymousUpdate.snapshot.context.holdingHighestBid).toBe(false);
    expect(JSON.stringify(anonymous.messages)).not.toContain('customerId');
    anonymous.close();
    firstWatch.close();
  });

  it('replays the events a reconnecting client missed', async () => {
    const seller = await createSeller();
    const [first, second] = [await createMerchant(), await createMerchant()];
    const { auctionId } = await createAuction({ sellerId: seller.id });
    await bid(first, auctionId, 10_000);
    const before = await watch(auctionId);
    const seq = (await before.next(1)).snapshot.seq;
    before.close();
    await bid(second, auctionId, 10_250);
    await bid(first, auctionId, 10_500);
    const again = await watch(auctionId, undefined, seq);
    const caughtUp = await again.next(1);
    expect(caughtUp.events.filter((event) => event.type === 'bid_placed').map((event) => event.amount)).toEqual([10_250, 10_500]);
    expect(caughtUp.events.every((event) => event.seq > seq)).toBe(true);
    again.close();
  });

  it('refuses plain HTTP on the live path and unknown auctions', async () => {
    expect((await call('/public/auction/1/live')).status).toBe(426);
    expect((await call('/public/auction/998877/live', { headers: { Upgrade: 'websocket' } })).status).toBe(404);
  });
});
