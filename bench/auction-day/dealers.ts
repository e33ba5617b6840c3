/** The dealer clients: each holds a token, a notification stream and a live socket per watched auction, and renews them. */
import { LiveWatch, type LiveSinks, type LiveView } from './live-watch.ts';
import { type BoardReceipt, NotifyStream, type StreamReceipt } from './notify-stream.ts';
import type { DayPlan } from './seed.ts';
import { sleep } from './stats.ts';
import { dealerToken, RENEW_BEFORE_MS, type DealerToken } from './tokens.ts';

/** Each client its own address (socket opens are limited per client); 198.18.0.0/15 is the benchmarking range. */
export function clientIp(index: number): string {
  return `198.${18 + ((index >> 16) & 1)}.${(index >> 8) & 255}.${index & 255}`;
}

export class DealerClient {
  token: DealerToken;
  stream: NotifyStream;
  readonly watches: LiveWatch[] = [];
  renewals = 0;
  readonly dealerId: number;
  readonly index: number;

  constructor(dealerId: number, index: number, token: DealerToken, url: string, auctionIds: readonly number[], sinks: LiveSinks, receipts: StreamReceipt[], boards: BoardReceipt[]) {
    this.dealerId = dealerId;
    this.index = index;
    this.token = token;
    const ip = clientIp(index);
    this.stream = new NotifyStream(url, dealerId, ip, () => this.token.token, receipts, boards);
    for (const auctionId of auctionIds) this.watches.push(new LiveWatch(url, auctionId, dealerId, ip, () => this.token.token, sinks));
  }
}

export interface DealerFleet {
  clients: DealerClient[];
  watch: (dealerId: number, auctionId: number) => LiveWatch | undefined;
  /** The freshest view of an auction among its watchers (the highest seq). */
  auctionView: (auctionId: number) => LiveView | null;
  watchersOf: (auctionId: number) => LiveWatch[];
}

export async function createFleet(url: string, secret: string, plan: DayPlan, signInSpreadMs: number, sinks: LiveSinks, receipts: StreamReceipt[], boards: BoardReceipt[], next: () => number): Promise<DealerFleet> {
  const clients: DealerClient[] = [];
  for (const dealer of plan.dealers) {
    // Sign-ins spread over the minutes before the day: renewals come one by one, as on a real afternoon.
    const token = await dealerToken(secret, dealer.dealerId, Math.floor(next() * signInSpreadMs));
    clients.push(new DealerClient(dealer.dealerId, dealer.index, token, url, dealer.watches, sinks, receipts, boards));
  }
  const byKey = new Map<string, LiveWatch>();
  const byAuction = new Map<number, LiveWatch[]>();
  for (const client of clients) {
    for (const watch of client.watches) {
      byKey.set(`${client.dealerId}:${watch.auctionId}`, watch);
      const list = byAuction.get(watch.auctionId) ?? [];
      list.push(watch);
      byAuction.set(watch.auctionId, list);
    }
  }
  return {
    clients,
    watch: (dealerId, auctionId) => byKey.get(`${dealerId}:${auctionId}`),
    auctionView: (auctionId) => {
      let best: LiveView | null = null;
      for (const watch of byAuction.get(auctionId) ?? []) if (watch.view && (!best || watch.view.seq > best.seq)) best = watch.view;
      return best;
    },
    watchersOf: (auctionId) => byAuction.get(auctionId) ?? [],
  };
}

/** Runs `task` over `items` with at most `width` at a time; answers the failures' messages. */
export async function inParallel<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>): Promise<string[]> {
  const failures: string[] = [];
  let cursor = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (cursor < items.length) {
        const item = items[cursor++] as T;
        await task(item).catch((error: unknown) => failures.push(String(error instanceof Error ? error.message : error)));
      }
    }),
  );
  return failures;
}

/** Renews each client's token a minute before it expires, then its stream and sockets (new before old closes). */
export async function renewTokens(fleet: DealerFleet, secret: string, stopped: () => boolean): Promise<void> {
  while (!stopped()) {
    const due = fleet.clients.filter((client) => client.token.expiresAt - Date.now() < RENEW_BEFORE_MS);
    for (const client of due) {
      client.token = await dealerToken(secret, client.dealerId);
      client.renewals += 1;
      await client.stream.renew();
      for (const watch of client.watches) await watch.renew();
    }
    await sleep(1_000);
  }
}
