/** What runs beside the dealers: the baseline reads, the catalogue poll and the minute's cron; the local D1 file. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sleep, Tally } from './stats.ts';

/** The local D1 database file of a server's state directory (miniflare keeps one sqlite file per database). */
export function d1File(stateDir: string): string {
  const dir = join(stateDir, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 database under ${dir}`);
  return join(dir, file);
}

/** Read-only access to the local D1 while the server writes it (WAL: readers never block the writer). */
export function openD1(stateDir: string): DatabaseSync {
  return new DatabaseSync(d1File(stateDir), { readOnly: true });
}

/** Anonymous reads of an auction (one round trip to its object, nothing written): the baseline of every row. */
export async function baselineReads(url: string, auctionIds: () => number[], latencies: number[], statuses: Tally, stopped: () => boolean, everyMs = 100): Promise<void> {
  for (let i = 0; !stopped(); i++) {
    const ids = auctionIds();
    const id = ids[i % Math.max(1, ids.length)];
    if (id !== undefined) {
      const started = Date.now();
      const response = await fetch(`${url}/public/auction/${id}`, { signal: AbortSignal.timeout(15_000) }).catch(() => null);
      await response?.arrayBuffer().catch(() => undefined);
      latencies.push(Date.now() - started);
      statuses.add(response ? `HTTP ${response.status}` : 'network error');
    }
    await sleep(everyMs);
  }
}

/** Per auction, the catalogue's bid count as the poll saw it over time (answer time of each poll). */
export type CatalogueSeries = Map<number, { at: number; bidCount: number }[]>;

interface CatalogueCard {
  auctionId: number | null;
  bidCount: number;
}

/**
 * Polls the public catalogue search for the running auctions ending soonest (the hottest ones, the sample) and keeps
 * each auction's bid count as every poll saw it.
 */
export async function pollCatalogue(url: string, series: CatalogueSeries, errors: Tally, stopped: () => boolean, everyMs = 250): Promise<void> {
  while (!stopped()) {
    const response = await fetch(`${url}/public/catalog/search?status=running&sort=ending&itemsPerPage=24`, { signal: AbortSignal.timeout(15_000) }).catch(() => null);
    const page = response?.ok ? ((await response.json().catch(() => null)) as { products: CatalogueCard[] } | null) : null;
    if (page) {
      const at = Date.now();
      for (const card of page.products) {
        if (card.auctionId === null) continue;
        const seen = series.get(card.auctionId) ?? [];
        // Every poll, so a gap tells when the auction was out of the sample (extensions reorder the soonest ends).
        seen.push({ at, bidCount: card.bidCount });
        series.set(card.auctionId, seen);
      }
    } else {
      errors.add(response ? `HTTP ${response.status}` : 'network error');
      await response?.arrayBuffer().catch(() => undefined);
    }
    await sleep(everyMs);
  }
}

/**
 * The scheduled handler, as production's cron runs it every minute. The local preview does not run crons itself;
 * Miniflare's trigger route runs the worker's scheduled() as the runtime would.
 */
export async function runCron(url: string): Promise<string> {
  const response = await fetch(`${url}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('* * * * *')}`, { signal: AbortSignal.timeout(60_000) }).catch(() => null);
  if (!response) return 'network error or no answer within 60 s';
  await response.arrayBuffer().catch(() => undefined);
  return `HTTP ${response.status}`;
}

export async function cronLoop(url: string, everyMs: number, tally: Tally, stopped: () => boolean): Promise<void> {
  while (!stopped()) {
    tally.add(await runCron(url));
    const until = Date.now() + everyMs;
    while (!stopped() && Date.now() < until) await sleep(250);
  }
}

/** How many mails of the day the local transport holds (worker/mail/local-transport.ts writes one mail_outbox row per mail). */
export function mailCount(db: DatabaseSync): number {
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient LIKE 'bench-day-%'").get() as { n: number }).n;
  } catch {
    return NaN;
  }
}
