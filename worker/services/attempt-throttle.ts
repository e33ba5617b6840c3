/**
 * Growing-delay throttles in D1 (rules and numbers in domain/attempt-throttle.ts). An attempt is counted before the
 * secret is checked, by one conditional upsert per throttle that also sets when the next attempt may come, so
 * parallel attempts cannot all pass a check made before any of them was counted.
 */
import { and, eq, gt, max, or, type SQL, sql } from 'drizzle-orm';
import { delayAfter, delaySteps, retryAfterS, type ThrottlePolicy, THROTTLES, throttleOpen } from '../../domain/attempt-throttle.ts';
import type { Database } from '../db/client.ts';
import { attemptThrottles } from '../db/schema.ts';

/** One throttle: what is guarded (`scope`), who tries (`subject`) and its numbers. */
export interface Throttle {
  scope: string;
  subject: string;
  policy: ThrottlePolicy;
}

export type ThrottleAnswer = { allowed: true } | { allowed: false; retryAfterS: number; refusedBy: Throttle };

const t = attemptThrottles;
const rowOf = (throttle: Throttle) => and(eq(t.scope, throttle.scope), eq(t.subject, throttle.subject));

/** The wait in ms after the attempt counted by `attempts` (an SQL expression), as a CASE over the policy's steps. */
function delayMsSql(policy: ThrottlePolicy, attempts: SQL): SQL {
  const { steps, capFrom } = delaySteps(policy);
  const cases = steps.map((step) => sql` when ${attempts} = ${step.attempts} then ${step.delayS * 1000}`);
  return sql`case when ${attempts} >= ${capFrom} then ${policy.maxDelayS * 1000}${sql.join(cases, sql``)} else 0 end`;
}

/**
 * Counts one attempt if the throttle is open at `now` and returns the new state; no row back means it was closed
 * (another attempt got there first). A throttle quiet for its reset time starts over at one.
 */
function countIfOpen(db: Database, throttle: Throttle, now: number) {
  const { policy } = throttle;
  const expired = sql`${t.nextAt} + ${policy.resetAfterS * 1000} < ${now}`;
  const counted = sql`case when ${expired} then 1 else ${t.attempts} + 1 end`;
  return db
    .insert(t)
    .values({ scope: throttle.scope, subject: throttle.subject, attempts: 1, nextAt: now + delayAfter(policy, 1) * 1000 })
    .onConflictDoUpdate({
      target: [t.scope, t.subject],
      set: { attempts: counted, nextAt: sql`${now} + ${delayMsSql(policy, counted)}` },
      setWhere: sql`${t.nextAt} <= ${now}`,
    })
    .returning({ attempts: t.attempts, nextAt: t.nextAt });
}

async function statesOf(db: Database, throttles: readonly Throttle[]) {
  const rows = await db
    .select()
    .from(t)
    .where(or(...throttles.map(rowOf)));
  return throttles.map((throttle) => rows.find((row) => row.scope === throttle.scope && row.subject === throttle.subject) ?? null);
}

/** The refusal for the throttle that makes the caller wait longest. */
function longestWait(throttles: readonly Throttle[], states: readonly ({ nextAt: number } | null)[], now: number): ThrottleAnswer {
  let answer: ThrottleAnswer = { allowed: true };
  throttles.forEach((throttle, index) => {
    const state = states[index];
    if (!state || throttleOpen(state, now)) return;
    const wait = retryAfterS(state.nextAt, now);
    if (answer.allowed || wait > answer.retryAfterS) answer = { allowed: false, retryAfterS: wait, refusedBy: throttle };
  });
  return answer;
}

/**
 * Counts one attempt in every throttle and allows it only when all were open. A closed throttle refuses without
 * counting anything (the read comes first); only when parallel attempts race past the read does a refused attempt
 * still count in the throttles that were open, which only slows the racer down.
 */
export async function takeAttempt(db: Database, throttles: readonly Throttle[], now = Date.now()): Promise<ThrottleAnswer> {
  const [first, ...rest] = throttles.map((throttle) => countIfOpen(db, throttle, now));
  if (!first) return { allowed: true };
  const closed = longestWait(throttles, await statesOf(db, throttles), now);
  if (!closed.allowed) return closed;
  const counted = await db.batch([first, ...rest]);
  const lost = throttles[counted.findIndex((rows) => rows.length === 0)];
  if (!lost) return { allowed: true };
  const raced = longestWait(throttles, await statesOf(db, throttles), now);
  // The race's winner may have cleared the row since (right secret): refuse with the shortest wait rather than allow.
  return raced.allowed ? { allowed: false, retryAfterS: 1, refusedBy: lost } : raced;
}

/** Forgets a throttle (the right secret was given: its subject starts from zero). */
export async function clearThrottle(db: Database, throttle: Throttle): Promise<void> {
  await db.delete(t).where(rowOf(throttle));
}

/** Gives one counted attempt back (it turned out to be the owner's right one); the wait already set stays. */
export async function refundAttempt(db: Database, throttle: Throttle): Promise<void> {
  await db
    .update(t)
    .set({ attempts: sql`max(${t.attempts} - 1, 0)` })
    .where(rowOf(throttle));
}

/** The latest time any throttle of `scope` makes someone wait until, or null when none does at `now`. */
export async function scopeDelayedUntil(db: Database, scope: string, now = Date.now()): Promise<number | null> {
  const row = await db
    .select({ until: max(t.nextAt) })
    .from(t)
    .where(and(eq(t.scope, scope), gt(t.nextAt, now)))
    .get();
  return row?.until ?? null;
}

/** Removes every throttle of `scope` if one of them makes someone wait at `now` (true), else changes nothing. */
export async function clearScope(db: Database, scope: string, now = Date.now()): Promise<boolean> {
  const waiting = sql`exists (select 1 from ${t} where ${t.scope} = ${scope} and ${t.nextAt} > ${now})`;
  const rows = await db
    .delete(t)
    .where(and(eq(t.scope, scope), waiting))
    .returning({ scope: t.scope });
  return rows.length > 0;
}

/** The longest reset time of any policy: a row whose wait ended longer ago counts as never written. */
const LONGEST_RESET_MS = Math.max(...Object.values(THROTTLES).map((policy) => policy.resetAfterS)) * 1000;

/** Removes throttles that would start over anyway (the daily cron, beside the rate-limit purge). */
export async function purgeQuietThrottles(db: D1Database, now = Date.now()): Promise<number> {
  const result = await db.prepare('DELETE FROM attempt_throttles WHERE next_at < ?').bind(now - LONGEST_RESET_MS).run();
  return result.meta.changes;
}
