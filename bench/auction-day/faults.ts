/**
 * The fault switches of issue 22 item 5 that need the product's state, injected from outside while the day runs:
 * - restart: POST /dev/auction/:id/restart (development only) stops an auction's object as a crash would;
 * - d1-refuse, queue-fail, mail-down: a trigger written into the local D1 sqlite file refuses the effects consumer's
 *   projection (auction_bids, auctions), its messages (messages) or the local mail transport (mail_outbox) for a while,
 *   then is dropped. workerd keeps its connection; SQLite's locking orders the two writers, and workerd's statements
 *   see the new schema at their next step.
 * Each prints how long catching up took, from the end of the fault to what it held back being in D1.
 */
import { DatabaseSync } from 'node:sqlite';
import { auctionMessages } from '../../domain/messages/auction-messages.ts';
import { MESSAGE_MAILS, type MessageKind } from '../../domain/messages/kinds.ts';
import type { BidRecord } from './bidding.ts';
import type { DayConfig } from './config.ts';
import { asEvent, normalMessageKey } from './invariants.ts';
import type { DealerFleet } from './dealers.ts';
import type { D1Event } from './d1-snapshot.ts';
import { FIRST_AUCTION, type DayPlan } from './seed.ts';
import { ms, percentile, sleep } from './stats.ts';

const LIVE = new Set(['running', 'hotbidding']);
/** Triggers the bench creates; every one is dropped again, at the latest when the day ends. */
const TRIGGERS = {
  'd1-refuse': [
    ['bench_day_refuse_bids', "BEFORE INSERT ON auction_bids BEGIN SELECT RAISE(ABORT, 'refused (bench d1-refuse)'); END"],
    ['bench_day_refuse_auctions', "BEFORE UPDATE ON auctions BEGIN SELECT RAISE(ABORT, 'refused (bench d1-refuse)'); END"],
  ],
  'queue-fail': [['bench_day_refuse_messages', "BEFORE INSERT ON messages BEGIN SELECT RAISE(ABORT, 'refused (bench queue-fail)'); END"]],
  'mail-down': [['bench_day_mail_down', "BEFORE INSERT ON mail_outbox BEGIN SELECT RAISE(ABORT, 'transport down (bench mail-down)'); END"]],
} as const;
type TriggerFault = keyof typeof TRIGGERS;
/** Which slot's end each outage is centred on (they never overlap: one slot apart). */
const SLOT_OF: Record<TriggerFault, number> = { 'd1-refuse': 1, 'queue-fail': 2, 'mail-down': 3 };
const RESTART_EVERY_MS = 20_000;
/** An auction is restarted in its hottest minute: its end at most this far away. */
const HOTTEST_MS = 60_000;

export interface FaultContext {
  url: string;
  d1File: string;
  /** The bench's read-only connection to the same file. */
  reader: DatabaseSync;
  day: DayPlan;
  config: DayConfig;
  records: readonly BidRecord[];
  fleet: DealerFleet;
  next: () => number;
  /** The day is over: no new fault starts (catching up is still measured). */
  dayOver: () => boolean;
  log: (line: string) => void;
}

export interface FaultOutcome {
  fault: string;
  /** Caught up within the bound (or nothing to catch up). */
  caughtUp: boolean;
  line: string;
}

/** Writes to the live D1 file: a short transaction with a busy timeout, so workerd's writes wait at most a moment. */
function write(file: string, sql: string): void {
  const db = new DatabaseSync(file, { timeout: 10_000 });
  try {
    db.exec(sql);
  } finally {
    db.close();
  }
}

function createTriggers(file: string, fault: TriggerFault): void {
  write(file, TRIGGERS[fault].map(([name, body]) => `CREATE TRIGGER IF NOT EXISTS ${name} ${body};`).join('\n'));
}

function dropTriggers(file: string, fault: TriggerFault): void {
  write(file, TRIGGERS[fault].map(([name]) => `DROP TRIGGER IF EXISTS ${name};`).join('\n'));
}

/** Drops every trigger the bench may have left (a crash mid-fault); safe to call any time. */
export function dropAllTriggers(file: string): void {
  for (const fault of Object.keys(TRIGGERS) as TriggerFault[]) dropTriggers(file, fault);
}

/** Polls `check` until it answers true or the bound passes; answers the time it took, or null. */
async function until(check: () => boolean | Promise<boolean>, boundMs: number, everyMs: number): Promise<number | null> {
  const started = Date.now();
  for (;;) {
    let ok = false;
    try {
      ok = await check();
    } catch {
      // The writer held the file for a moment; next round.
    }
    if (ok) return Date.now() - started;
    if (Date.now() - started > boundMs) return null;
    await sleep(everyMs);
  }
}

const range = (day: DayPlan) => [FIRST_AUCTION, FIRST_AUCTION + day.auctions.length - 1] as const;

/** D1 refusing the projection: then every bid acknowledged until the end of the outage in auction_bids, every closing in the catalogue. */
async function d1CatchUp(context: FaultContext, endedAt: number): Promise<{ took: number | null; what: string }> {
  const bids = context.records.filter((record) => record.kind === 'bid' && record.status === 200 && record.answeredAt <= endedAt);
  const wanted = new Set(bids.map((record) => `${record.auctionId}/${record.dealerId}/${record.amount}`));
  const closed = context.day.auctions.filter((auction) => {
    const view = context.fleet.auctionView(auction.auctionId);
    return view !== null && !LIVE.has(view.status) && (view.endingAt ?? 0) <= endedAt;
  });
  const bidQuery = context.reader.prepare("SELECT auction_id AS a, customer_id AS c, amount FROM auction_bids WHERE auction_id BETWEEN ? AND ? AND kind = 'bid'");
  const statusQuery = context.reader.prepare('SELECT status FROM products WHERE id = ?');
  const took = await until(
    () => {
      const seen = new Set((bidQuery.all(...range(context.day)) as { a: number; c: number; amount: number }[]).map((row) => `${row.a}/${row.c}/${row.amount}`));
      for (const key of wanted) if (!seen.has(key)) return false;
      return closed.every((auction) => !LIVE.has(String((statusQuery.get(auction.productId) as { status?: string } | undefined)?.status ?? 'running')));
    },
    context.config.catchUpMs,
    250,
  );
  return { took, what: `${wanted.size} acknowledged bids in auction_bids, ${closed.length} closed auctions closed in the catalogue` };
}

/** The consumer failing after the projection: then every message the projected events and orders call for, stored. */
async function messagesCatchUp(context: FaultContext, endedAt: number): Promise<{ took: number | null; what: string }> {
  // The events of the outage reach D1 at once (the projection is not refused); a moment for the last ones.
  await sleep(2_000);
  const [first, last] = range(context.day);
  const events = context.reader
    .prepare('SELECT auction_id AS auctionId, seq, type, customer_id AS customerId, payload, created_at AS createdAt FROM auction_events WHERE auction_id BETWEEN ? AND ? AND created_at <= ? ORDER BY auction_id, seq')
    .all(first, last, endedAt) as unknown as D1Event[];
  const byAuction = new Map<number, D1Event[]>();
  for (const event of events) byAuction.set(event.auctionId, [...(byAuction.get(event.auctionId) ?? []), event]);
  const expected = new Set<string>();
  for (const plan of context.day.auctions) {
    const drafts = auctionMessages({ auctionId: plan.auctionId, productId: plan.productId, sellerId: plan.sellerId, title: '', participants: [] }, (byAuction.get(plan.auctionId) ?? []).map(asEvent));
    for (const draft of drafts) expected.add(normalMessageKey(draft.customerId, draft.sourceKey, draft.kind));
  }
  const orders = context.reader.prepare('SELECT id, buyer_id AS buyerId FROM orders WHERE auction_id BETWEEN ? AND ? AND created_at <= ?').all(first, last, endedAt) as { id: number; buyerId: number }[];
  for (const order of orders) expected.add(normalMessageKey(order.buyerId, `order:${order.id}:created`, 'order_created'));
  const stored = new Set<string>();
  let lastId = 0;
  const query = context.reader.prepare('SELECT id, customer_id AS customerId, source_key AS sourceKey, kind FROM messages WHERE id > ? ORDER BY id');
  const took = await until(
    () => {
      for (const row of query.all(lastId) as { id: number; customerId: number; sourceKey: string; kind: string }[]) {
        stored.add(normalMessageKey(row.customerId, row.sourceKey, row.kind));
        lastId = row.id;
      }
      for (const key of expected) if (!stored.has(key)) return false;
      return true;
    },
    context.config.catchUpMs,
    1_000,
  );
  const missing = [...expected].filter((key) => !stored.has(key)).length;
  return { took: took === null ? null : took + 2_000, what: `${expected.size} messages of ${events.length} events and ${orders.length} orders stored${missing ? ` (${missing} still missing)` : ''}` };
}

/** The mail transport down: then every immediate mail of a message created until the end of the outage handed to the transport. */
async function mailCatchUp(context: FaultContext, endedAt: number): Promise<{ took: number | null; what: string }> {
  const immediate = Object.entries(MESSAGE_MAILS)
    .filter(([, plan]) => plan?.delayMs === 0)
    .map(([kind]) => `'${kind as MessageKind}'`)
    .join(', ');
  const waiting = (context.reader.prepare(`SELECT id FROM messages WHERE mail_state IN ('pending', 'sending') AND kind IN (${immediate}) AND created_at <= ?`).all(endedAt) as { id: number }[]).map((row) => row.id);
  // Claimed at least once and back to pending: the transport refused them (released with a later due time).
  const refused = (context.reader.prepare(`SELECT COUNT(*) AS n FROM messages WHERE mail_state = 'pending' AND mail_attempts >= 1 AND kind IN (${immediate}) AND created_at <= ?`).get(endedAt) as { n: number }).n;
  const open = (ids: number[]) => {
    let count = 0;
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      count += (context.reader.prepare(`SELECT COUNT(*) AS n FROM messages WHERE mail_state IN ('pending', 'sending') AND id IN (${chunk.join(',')})`).get() as { n: number }).n;
    }
    return count;
  };
  const took = await until(() => open(waiting) === 0, context.config.catchUpMs, 1_000);
  const failed = waiting.length ? (context.reader.prepare(`SELECT COUNT(*) AS n FROM messages WHERE mail_state = 'failed' AND id IN (${waiting.join(',')})`).get() as { n: number }).n : 0;
  return {
    took,
    what: `${waiting.length} immediate mails waiting at the end (${refused} refused by the transport and put back)${took === null ? `, ${open(waiting)} still pending` : ', all settled since'}${failed ? `, ${failed} of them FAILED` : ''}; a mail put back is due again a minute later and leaves with the next cron run`,
  };
}

const CATCH_UP = { 'd1-refuse': d1CatchUp, 'queue-fail': messagesCatchUp, 'mail-down': mailCatchUp } as const;
const WHAT = {
  'd1-refuse': 'D1 refused the projection (INSERT auction_bids, UPDATE auctions)',
  'queue-fail': 'the effects consumer failed after the projection (INSERT messages refused)',
  'mail-down': 'the mail transport was down (INSERT mail_outbox refused)',
} as const;

async function outage(context: FaultContext, fault: TriggerFault, outcomes: FaultOutcome[]): Promise<void> {
  const { day, config } = context;
  const slot = Math.min(SLOT_OF[fault], config.slots - 1);
  const durationMs = fault === 'queue-fail' ? Math.round(config.faultMs * 0.75) : config.faultMs;
  const startAt = day.firstEnd + slot * config.slotMs - durationMs / 2;
  while (Date.now() < startAt && !context.dayOver()) await sleep(500);
  if (context.dayOver()) {
    outcomes.push({ fault, caughtUp: true, line: `${fault}: not injected, the day was over first` });
    return;
  }
  const startedAt = Date.now();
  try {
    createTriggers(context.d1File, fault);
    context.log(`${fault}: ${WHAT[fault]} for ${durationMs / 1000} s, around slot ${slot + 1}'s end`);
    await sleep(durationMs);
  } finally {
    dropTriggers(context.d1File, fault);
  }
  const endedAt = Date.now();
  const { took, what } = await CATCH_UP[fault](context, endedAt);
  outcomes.push({
    fault,
    caughtUp: took !== null,
    line: `${fault}: ${WHAT[fault]} for ${ms(endedAt - startedAt)}; caught up ${took === null ? `NOT within ${ms(config.catchUpMs)}` : `${ms(took)} after its end`}: ${what}`,
  });
}

interface RestartResult {
  auctionId: number;
  status: number;
  /** Restart to the object answering a read again. */
  back: number | null;
  closedSockets: number;
  /** Restart to every socket the restart closed connected again. */
  socketsBack: number | null;
  bids: number;
  /** Restart to every bid acknowledged before it in auction_bids. */
  inD1: number | null;
}

async function restartOne(context: FaultContext, auctionId: number): Promise<RestartResult> {
  const watchers = context.fleet.watchersOf(auctionId).filter((watch) => watch.connected);
  const before = new Map(watchers.map((watch) => [watch, watch.closeReasons.length]));
  const at = Date.now();
  const acked = new Set(context.records.filter((record) => record.auctionId === auctionId && record.kind === 'bid' && record.status === 200).map((record) => `${record.dealerId}/${record.amount}`));
  const response = await fetch(`${context.url}/dev/auction/${auctionId}/restart`, { method: 'POST', signal: AbortSignal.timeout(30_000) }).catch(() => null);
  await response?.arrayBuffer().catch(() => undefined);
  const status = response?.status ?? 0;
  const since = async (wait: Promise<number | null>) => ((await wait) === null ? null : Date.now() - at);
  const bidQuery = context.reader.prepare("SELECT customer_id AS c, amount FROM auction_bids WHERE auction_id = ? AND kind = 'bid'");
  const [back, socketsBack, inD1] = await Promise.all([
    since(
      until(
        async () => {
          const read = await fetch(`${context.url}/public/auction/${auctionId}`, { signal: AbortSignal.timeout(10_000) });
          await read.arrayBuffer();
          return read.ok;
        },
        30_000,
        100,
      ),
    ),
    // A socket the restart closed is back once a new connection of it got its snapshot (a later drop is another fault's),
    // unless its dealer left the page meanwhile (the auction closed).
    since(until(() => Date.now() - at >= 1_500 && [...before].every(([watch, closes]) => watch.closeReasons.length === closes || watch.openedAt > at || watch.left || !watch.live), 30_000, 100)),
    since(
      until(
        () => {
          const seen = new Set((bidQuery.all(auctionId) as { c: number; amount: number }[]).map((row) => `${row.c}/${row.amount}`));
          for (const key of acked) if (!seen.has(key)) return false;
          return true;
        },
        context.config.catchUpMs,
        250,
      ),
    ),
  ]);
  const closedSockets = [...before].filter(([watch, closes]) => watch.closeReasons.length > closes).length;
  return { auctionId, status, back, closedSockets, socketsBack, bids: acked.size, inD1 };
}

/** Every 20 s one open auction in its hottest minute is restarted; each restart is measured while the day goes on. */
async function restarts(context: FaultContext, outcomes: FaultOutcome[]): Promise<void> {
  const measured: Promise<RestartResult>[] = [];
  const restarted = new Set<number>();
  const lastEnd = Math.max(...context.day.auctions.map((auction) => auction.endingAt));
  while (!context.dayOver() && Date.now() < lastEnd) {
    await sleep(RESTART_EVERY_MS);
    const hot = context.day.auctions.filter((auction) => {
      const view = context.fleet.auctionView(auction.auctionId);
      return !restarted.has(auction.auctionId) && view !== null && LIVE.has(view.status) && view.endingAt !== null && view.endingAt - Date.now() <= HOTTEST_MS && view.endingAt > Date.now() + 5_000;
    });
    const pick = hot[Math.floor(context.next() * hot.length)];
    if (!pick) continue;
    restarted.add(pick.auctionId);
    context.log(`restart: auction ${pick.auctionId}, ${Math.round(((context.fleet.auctionView(pick.auctionId)?.endingAt ?? 0) - Date.now()) / 1000)} s before its end`);
    measured.push(restartOne(context, pick.auctionId));
  }
  const results = await Promise.all(measured);
  const failed = results.filter((result) => result.status !== 202 || result.back === null || result.socketsBack === null || result.inD1 === null);
  const figure = (values: (number | null)[]) => {
    const known = values.filter((value): value is number => value !== null);
    return `p50 ${ms(percentile(known, 50))}, max ${ms(Math.max(...known))}`;
  };
  outcomes.push({
    fault: 'restart',
    caughtUp: failed.length === 0,
    line:
      `restart: ${results.length} auction objects restarted in their last minute (every ${RESTART_EVERY_MS / 1000} s one); ` +
      `object answering again ${figure(results.map((result) => result.back))}; ${results.reduce((sum, result) => sum + result.closedSockets, 0)} sockets closed by it, all back ${figure(results.map((result) => result.socketsBack))}; ` +
      `the ${results.reduce((sum, result) => sum + result.bids, 0)} bids acknowledged before it in D1 ${figure(results.map((result) => result.inD1))} after the restart` +
      (failed.length ? `; NOT caught up: ${failed.map((result) => `auction ${result.auctionId} (answer ${result.status}, back ${ms(result.back ?? NaN)}, sockets ${ms(result.socketsBack ?? NaN)}, bids ${ms(result.inD1 ?? NaN)})`).join(', ')}` : ''),
  });
}

/** Starts the switched-on faults; `done` resolves once each has measured its catching up (bounded by config.catchUpMs). */
export function startFaults(context: FaultContext): { done: Promise<void>; outcomes: FaultOutcome[] } {
  const outcomes: FaultOutcome[] = [];
  const runs: Promise<void>[] = [];
  for (const fault of Object.keys(TRIGGERS) as TriggerFault[]) {
    if (context.config.faults.has(fault)) runs.push(outage(context, fault, outcomes).catch((error: unknown) => void outcomes.push({ fault, caughtUp: false, line: `${fault}: could not be injected: ${String(error)}` })));
  }
  if (context.config.faults.has('restart')) runs.push(restarts(context, outcomes).catch((error: unknown) => void outcomes.push({ fault: 'restart', caughtUp: false, line: `restart: failed: ${String(error)}` })));
  return { done: Promise.all(runs).then(() => undefined), outcomes };
}
