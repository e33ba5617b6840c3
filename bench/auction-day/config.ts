/** The day's size, timing and fault switches, read from the environment (DAY_SCALE, AUCTIONS, DEALERS, DAY_* …). */

/** Fault switches of issue 22 item 5; only those a client can cause from outside are injected by the bench. */
export const FAULTS = ['socket-drop', 'restart', 'queue-fail', 'mail-down', 'd1-refuse'] as const;
export type Fault = (typeof FAULTS)[number];
/** The switches the bench can inject without a product hook. */
export const OUTSIDE_FAULTS: readonly Fault[] = ['socket-drop'];

export interface DayConfig {
  scale: number;
  auctions: number;
  dealers: number;
  /** Auctions each dealer watches (live socket each). */
  watchPerDealer: number;
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
  /** Faults asked for that the bench cannot cause from outside (reported, not injected). */
  unavailableFaults: string[];
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
  const requested = (process.env.DAY_FAULTS ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const faults = new Set<Fault>();
  const unavailableFaults: string[] = [];
  for (const name of requested) {
    const known = (FAULTS as readonly string[]).includes(name) ? (name as Fault) : null;
    if (known && OUTSIDE_FAULTS.includes(known)) faults.add(known);
    else unavailableFaults.push(name);
  }
  return {
    scale,
    auctions,
    dealers,
    watchPerDealer: Math.min(10, auctions),
    agentEvery: 5,
    agentsPerDealer: Math.min(3, auctions),
    slots: Math.round(numberEnv('DAY_SLOTS', 5)),
    slotMs: numberEnv('DAY_SLOT_SECONDS', 180) * 1000,
    // About 60 s to start the server, then the sockets and streams (measured: a few ms each on 2 cores), then 90 s of bidding before the first end.
    leadMs: numberEnv('DAY_LEAD_SECONDS', 150 + Math.ceil((watchers + dealers) / 150)) * 1000,
    watchAheadMs: numberEnv('DAY_WATCH_AHEAD_SECONDS', 450) * 1000,
    bidRate: numberEnv('DAY_BID_RATE', 1),
    unsoldShare: Math.min(1, numberEnv('DAY_UNSOLD_SHARE', 0.15)),
    cronMs: numberEnv('DAY_CRON_SECONDS', 60) * 1000,
    signInSpreadMs: Math.min(880, numberEnv('DAY_SIGNIN_SPREAD_SECONDS', 300)) * 1000,
    seed: Math.round(numberEnv('DAY_SEED', 22)),
    faults,
    unavailableFaults,
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
