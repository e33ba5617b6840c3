/**
 * Benchmark worker (never deployed): runs bid loops against one auction's Durable Object from inside workerd, so the
 * figures measure the object and its rules, not a client. Started by bench/auction.ts with the product's bindings.
 */
import type { AuctionRoom } from '../durable-objects/auction-room.ts';
import type { Bindings } from '../worker/env.ts';
import { consumeQueue } from '../worker/queues/consume.ts';

export { AuctionRoom } from '../durable-objects/auction-room.ts';
export { NotifyHub } from '../durable-objects/notify-hub.ts';
// The objects read D1 through this loopback entrypoint, and their effects are consumed here as in the product.
export { AuctionSources } from '../worker/entrypoints/auction-sources.ts';

/** The first bidder's customer id (above anything the bench's own inserts are given). */
const BIDDER_BASE = 100_000;

/** Runs `total` calls of `task` with `concurrency` loops in flight; returns the elapsed milliseconds. */
async function concurrently(concurrency: number, total: number, task: (index: number) => Promise<unknown>): Promise<number> {
  let issued = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < total) await task(issued++);
    }),
  );
  return Date.now() - started;
}

async function createAuction(env: Bindings): Promise<number> {
  const seller = await env.DB.prepare("INSERT INTO customers (email, name, surname) VALUES (?, 'Bench', 'Seller') RETURNING id").bind(`bench-${crypto.randomUUID()}@example.com`).first<{ id: number }>();
  const product = await env.DB.prepare(
    `INSERT INTO products (customer_id, product_type, make, model, first_registration_year, first_registration_month, zip_code, city, country, status, minimum_price, start_price, ending_at)
     VALUES (?, 'motorhome', 'Hymer', 'B 678', 2019, 1, '20095', 'Hamburg', 'DE', 'running', 9000000, 10000, ?) RETURNING id`,
  )
    .bind(seller?.id, Date.now() + 6 * 3600_000)
    .first<{ id: number }>();
  const auction = await env.DB.prepare("INSERT INTO auctions (product_id, round, status, start_price, starts_at, ending_at) VALUES (?, 1, 'running', 10000, ?, ?) RETURNING id")
    .bind(product?.id, Date.now() - 60_000, Date.now() + 6 * 3600_000)
    .first<{ id: number }>();
  if (!auction) throw new Error('no auction');
  return auction.id;
}

/** Customers with these ids, so the bids' projection and messages land in D1 as they do for real dealers. */
async function createBidders(env: Bindings, ids: number[]): Promise<void> {
  await env.DB.prepare("INSERT INTO customers (id, email, name, surname) SELECT value, 'bench-bidder-' || value || '@example.com', 'Bench', 'Dealer' FROM json_each(?)")
    .bind(JSON.stringify(ids))
    .run();
}

/** 100 loops bid on one auction; each bid comes from its own merchant id (so no per-merchant throttle applies). */
async function rpcBench(env: Bindings, concurrency: number, total: number) {
  const auctionId = await createAuction(env);
  await createBidders(env, Array.from({ length: total }, (_, index) => BIDDER_BASE + index));
  const stub: DurableObjectStub<AuctionRoom> = env.AUCTION_ROOM.get(env.AUCTION_ROOM.idFromName(String(auctionId)));
  await stub.snapshot(auctionId, null);
  const baselineMs = await concurrently(concurrency, total, () => stub.ping());
  const outcomes = new Map<string, number>();
  const bidsMs = await concurrently(concurrency, total, async (index) => {
    // Amounts rise with the issue order; one that arrives after a higher one is refused as too low, like in real life.
    const amount = 10_000 + index * 1_000;
    // Each answer is checked: an acceptance must show this bid leading in its own snapshot; a refusal names its code
    // and a failed call its error, so the printed outcomes say why any bid did not count.
    const key = await stub.run(auctionId, { customerId: BIDDER_BASE + index, merchant: 'accepted', emailVerified: true, termsAccepted: true }, { type: 'bid', amount }, `bench-${index}`).then(
      (result) => (!result.ok ? result.code : result.snapshot.highestBid === amount && result.snapshot.context.holdingHighestBid ? 'accepted' : 'accepted but not leading'),
      (error: unknown) => `error: ${String(error)}`,
    );
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  });
  const stored = (await stub.bids()).length;
  const snapshot = await stub.snapshot(auctionId, null);
  return { auctionId, total, concurrency, baselineMs, bidsMs, outcomes: Object.fromEntries(outcomes), stored, bidCount: snapshot?.bidCount ?? 0 };
}

export default {
  async fetch(request: Request, env: Bindings): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname !== '/rpc') return new Response('not found', { status: 404 });
    const concurrency = Number(url.searchParams.get('concurrency') ?? 100);
    const total = Number(url.searchParams.get('total') ?? 3000);
    return Response.json(await rpcBench(env, concurrency, total));
  },
  async queue(batch, env) {
    await consumeQueue(batch, env);
  },
} satisfies ExportedHandler<Bindings>;
