/**
 * Ended sign-ins (refresh-token families): written when a session ends, read with the viewer on every signed-in
 * request and by auction objects when they start, so an access token of an ended session is refused at once.
 */
import { ACCESS_TOKEN_TTL_S } from '../../services/auth/access-token.ts';

/** Older entries cannot matter: every access token of those families has expired. Kept a minute longer for skew. */
export const ENDED_SESSION_WINDOW_MS = ACCESS_TOKEN_TTL_S * 1000 + 60_000;

export interface EndedSession {
  familyId: string;
  customerId: number;
}

/** Records the families as ended at `at` (the first end counts; repeating it changes nothing). */
export function endedSessionStatements(db: D1Database, sessions: readonly EndedSession[], at: number): D1PreparedStatement[] {
  return sessions.map(({ familyId, customerId }) =>
    db.prepare('INSERT INTO ended_sessions (family_id, customer_id, ended_at) VALUES (?, ?, ?) ON CONFLICT (family_id) DO NOTHING').bind(familyId, customerId, at),
  );
}

export async function recordEndedSessions(db: D1Database, sessions: readonly EndedSession[], at: number): Promise<void> {
  if (sessions.length > 0) await db.batch(endedSessionStatements(db, sessions, at));
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
