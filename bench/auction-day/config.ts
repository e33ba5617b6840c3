/** The day's size, timing and fault switches, read from the environment (DAY_SCALE, AUCTIONS, DEALERS, DAY_* …). */

/**
 * Fault switches of issue 22 item 5: socket-drop (clients lose their sockets), restart (auction objects restarted in
 * their last minute), d1-refuse (D1 refuses the projection), queue-fail (the effects consumer fails after the
 * projection), mail-down (the mail transport is down); bench/auction-day/faults.ts.
 */
export const FAULTS = ['socket-drop', 'restart', 'queue-fail', 'mail-down', 'd1-refuse'] as const;
export type Fault = (typeof FAULTS)[number];

export interface DayConfig {
  scale: number;
  auctions: number;
  dealers: number;
  /** Auctions each dealer watches (live socket each). */
  watchPerDealer: number;
  /** Auctions on each dealer's board (their watchlist; the board follows them over the dealer's one stream). */
  boardPerDealer: number;
  /** Every `agentEvery`-th dealer bids through agents only (a fifth). */
  agentEvery: number;
  /** Auctions each agent dealer sets an agent on. */
  agentsPerDealer: number;
  slots: number;
  /** Time between neighbouring end slots (the product's slots are 3 minutes apart). */
  slotMs: number;
  /** From seeding to the first slot's end: covers the server's start and opening every socket and stream. */
  leadMs: number;
  /**
   * A dealer opens an auction's page (its live socket) when the end is this near, and leaves a few seconds after it
   * closed. The local server proxies each connection with two file descriptors and this machine allows 20,000 per
   * process, so ten sockets for each of 1,000 dealers all at once would not fit: at most about 9,900 connections do.
   */
  watchAheadMs: number;
  /** Multiplies every auction's bid rate. */
  bidRate: number;
  /** Share of auctions whose target price is out of reach (they end in renegotiation instead of a sale). */
  unsoldShare: number;
  /** How often the bench runs the scheduled handler (production: every minute). */
  cronMs: number;
  /** Dealers signed in at random over this long before the day: their tokens (15 min) are renewed during it. */
  signInSpreadMs: number;
  seed: number;
  faults: Set<Fault>;
  /** Fault names asked for that the bench does not know (reported, not injected). */
  unavailableFaults: string[];
  /** How long D1 refuses writes and the mail transport is down (the consumer fails three quarters of it). */
  faultMs: number;
  /** How long the bench waits, at most, for the day to catch up after a fault before it checks the invariants. */
  catchUpMs: number;
}

function numberEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

export function readConfig(): DayConfig {
  const scale = numberEnv('DAY_SCALE', 1);
  const auctions = Math.max(1, Math.round(numberEnv('AUCTIONS', 100 * scale)));
  const dealers = Math.max(2, Math.round(numberEnv('DEALERS', 1_000 * scale)));
  const watchers = dealers * Math.min(10, auctions);
  // The product's slots are 3 minutes apart; 90 s compresses the day to about 11 minutes on this 2-core machine (642 s measured).
  const slotSeconds = numberEnv('DAY_SLOT_SECONDS', 90);
  const requested = (process.env.DAY_FAULTS ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const faults = new Set<Fault>();
  const unavailableFaults: string[] = [];
  for (const name of requested) {
    const known = (FAULTS as readonly string[]).includes(name) ? (name as Fault) : null;
    if (known) faults.add(known);
    else unavailableFaults.push(name);
  }
  return {
    scale,
    auctions,
    dealers,
    watchPerDealer: Math.min(10, auctions),
    boardPerDealer: Math.min(Math.round(numberEnv('DAY_BOARD', 20)), auctions),
    agentEvery: 5,
    agentsPerDealer: Math.min(3, auctions),
    slots: Math.round(numberEnv('DAY_SLOTS', 5)),
    slotMs: slotSeconds * 1000,
    // About 60 s to start the server, then the sockets and streams (measured: a few ms each on 2 cores), then 90 s of bidding before the first end.
    leadMs: numberEnv('DAY_LEAD_SECONDS', 150 + Math.ceil((watchers + dealers) / 150)) * 1000,
    // Two and a half slots: the sockets of about three slots' auctions are open at once (under the ~9,900 connection cap).
    watchAheadMs: numberEnv('DAY_WATCH_AHEAD_SECONDS', 2.5 * slotSeconds) * 1000,
    bidRate: numberEnv('DAY_BID_RATE', 1),
    unsoldShare: Math.min(1, numberEnv('DAY_UNSOLD_SHARE', 0.15)),
    cronMs: numberEnv('DAY_CRON_SECONDS', 60) * 1000,
    signInSpreadMs: Math.min(880, numberEnv('DAY_SIGNIN_SPREAD_SECONDS', 300)) * 1000,
    seed: Math.round(numberEnv('DAY_SEED', 22)),
    faults,
    unavailableFaults,
    // A minute with the product's 3-minute slots, scaled with the day.
    faultMs: numberEnv('DAY_FAULT_SECONDS', Math.max(20, (60 * slotSeconds) / 180)) * 1000,
    catchUpMs: numberEnv('DAY_CATCH_UP_SECONDS', 300) * 1000,
  };
}

/** A small deterministic generator (mulberry32), so a day can be repeated with DAY_SEED. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
