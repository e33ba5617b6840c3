/** Fixed-window rate limiting in D1: one atomic upsert per hit. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export interface RateLimitResult {
  allowed: boolean;
  retryAfterS: number;
}

export async function hitRateLimit(db: Database, key: string, limit: number, windowMs: number, now = Date.now()): Promise<RateLimitResult> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count })
    .get();
  return { allowed: row.count <= limit, retryAfterS: Math.ceil((windowStart + windowMs - now) / 1000) };
}
