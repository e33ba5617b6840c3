/**
 * Fixed-window rate limiting in D1: one atomic upsert per window and hit. Several windows (e.g. a short burst
 * limit and a daily ceiling) are counted in one D1 batch, so a check costs one round trip however many it has.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export interface RateLimitResult {
  allowed: boolean;
  retryAfterS: number;
}

/** One counter: at most `limit` hits per fixed window of `windowMs` under `key`. */
export interface RateLimitWindow {
  key: string;
  limit: number;
  windowMs: number;
}

function upsert(db: Database, key: string, windowStart: number) {
  return db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
}

const windowStartOf = (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs;
const retryAfterOf = (now: number, windowMs: number) => Math.max(1, Math.ceil((windowStartOf(now, windowMs) + windowMs - now) / 1000));

export async function hitRateLimit(db: Database, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
  const row = await upsert(db, key, windowStartOf(now, windowMs)).get();
  return { allowed: row.count <= limit, retryAfterS: retryAfterOf(now, windowMs) };
}

/**
 * Reads a counter without counting: whether `key` is still under `limit` in the current window. For limits on
 * failures only (count with hitRateLimit after a failure, check with this before trying).
 */
export async function peekRateLimit(db: Database, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
  const row = await db.select({ windowStart: rateLimits.windowStart, count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key)).get();
  const current = row && row.windowStart === windowStartOf(now, windowMs) ? row.count : 0;
  return { allowed: current < limit, retryAfterS: current < limit ? 0 : retryAfterOf(now, windowMs) };
}

/**
 * Counts one hit in every window (one batch) and allows it only when no window is over its limit. A refusal
 * answers with the longest wait of the windows that refused. Refused hits count too: hammering does not help.
 */
export async function hitRateLimits(db: Database, windows: readonly RateLimitWindow[], now = Date.now()): Promise<RateLimitResult> {
  const [first, ...rest] = windows.map((window) => upsert(db, window.key, windowStartOf(now, window.windowMs)));
  if (!first) return { allowed: true, retryAfterS: 0 };
  const rows = await db.batch([first, ...rest]);
  let retryAfterS = 0;
  windows.forEach((window, index) => {
    const count = rows[index]?.[0]?.count ?? Number.POSITIVE_INFINITY;
    if (count > window.limit) retryAfterS = Math.max(retryAfterS, retryAfterOf(now, window.windowMs));
  });
  return { allowed: retryAfterS === 0, retryAfterS };
}

/**
 * Gives one hit back in every window (its current window only), for limits that count every attempt up front but
 * mean failures: a right answer should not use up the allowance.
 */
export async function refundRateLimits(db: Database, windows: readonly RateLimitWindow[], now = Date.now()): Promise<void> {
  const [first, ...rest] = windows.map((window) =>
    db
      .update(rateLimits)
      .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
      .where(and(eq(rateLimits.key, window.key), eq(rateLimits.windowStart, windowStartOf(now, window.windowMs)))),
  );
  if (first) await db.batch([first, ...rest]);
}

/** The longest window any limit uses (a day), with a day's margin: counters older than this can never count again. */
const LONGEST_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

/** Removes counters whose windows are over (the daily cron; without it every client ever seen would stay a row). */
export async function purgeExpiredRateLimits(db: D1Database, now = Date.now()): Promise<number> {
  const result = await db.prepare('DELETE FROM rate_limits WHERE window_start < ?').bind(now - LONGEST_WINDOW_MS).run();
  return result.meta.changes;
}
