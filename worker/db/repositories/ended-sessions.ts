/**
 * Ended sign-ins (refresh-token families): written when a session ends, read with the viewer on every signed-in
 * request and by auction objects when they start, so an access token of an ended session is refused at once.
 */
import { INVALIDATION_WINDOW_MS } from '../../../domain/auction/invalidations.ts';

/** Older entries cannot matter: every access token of those families has expired. */
export const ENDED_SESSION_WINDOW_MS = INVALIDATION_WINDOW_MS;

/**
 * Ends the customer's sign-ins `familyIds` at `at` in one batch: recorded as ended (the first end counts), their
 * refresh tokens revoked and their operator second factor gone. Families of another customer are left alone.
 */
export async function endSessionFamilies(db: D1Database, customerId: number, familyIds: readonly string[], at: number): Promise<void> {
  if (familyIds.length === 0) return;
  await db.batch(
    familyIds.flatMap((familyId) => [
      db.prepare('INSERT INTO ended_sessions (family_id, customer_id, ended_at) VALUES (?, ?, ?) ON CONFLICT (family_id) DO NOTHING').bind(familyId, customerId, at),
      db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND customer_id = ? AND revoked_at IS NULL').bind(at, familyId, customerId),
      db.prepare('DELETE FROM operator_sessions WHERE family_id = ? AND customer_id = ?').bind(familyId, customerId),
    ]),
  );
}

/** The customer's sign-ins whose refresh tokens may still be used (not revoked, not expired), but `keep`. */
export async function openSessionFamilies(db: D1Database, customerId: number, now: number, keep?: string): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT DISTINCT family_id FROM refresh_tokens WHERE customer_id = ? AND revoked_at IS NULL AND expires_at > ? AND family_id IS NOT ?')
    .bind(customerId, now, keep ?? null)
    .all<{ family_id: string }>();
  return results.map((row) => row.family_id);
}

/** The sign-in (and its customer) a refresh token belongs to. */
export async function familyOfRefreshToken(db: D1Database, tokenHash: string): Promise<{ familyId: string; customerId: number } | null> {
  const row = await db.prepare('SELECT family_id, customer_id FROM refresh_tokens WHERE token_hash = ?').bind(tokenHash).first<{ family_id: string; customer_id: number }>();
  return row ? { familyId: row.family_id, customerId: row.customer_id } : null;
}

/** Whether the sign-in `familyId` has ended (one primary-key read). */
export async function isSessionEnded(db: D1Database, familyId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM ended_sessions WHERE family_id = ?').bind(familyId).first()) !== null;
}

/** The families ended within the last access-token lifetime, for an auction object that starts. */
export async function recentlyEndedSessions(db: D1Database, now: number): Promise<Map<string, number>> {
  const { results } = await db
    .prepare('SELECT family_id, ended_at FROM ended_sessions WHERE ended_at > ?')
    .bind(now - ENDED_SESSION_WINDOW_MS)
    .all<{ family_id: string; ended_at: number }>();
  return new Map(results.map((row) => [row.family_id, row.ended_at]));
}

/** Drops entries no access token can still need (the cron's housekeeping). */
export async function pruneEndedSessions(db: D1Database, now: number): Promise<number> {
  const result = await db.prepare('DELETE FROM ended_sessions WHERE ended_at <= ?').bind(now - ENDED_SESSION_WINDOW_MS).run();
  return result.meta.changes;
}
