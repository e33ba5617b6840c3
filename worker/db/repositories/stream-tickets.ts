/** Single-use tickets that open a notification stream (stream_tickets): issued to a sign-in, redeemed once. */
import { randomToken, sha256Hex } from '../../lib/crypto.ts';

/** A ticket is good for one connect within a minute: long enough for a slow network, short enough to be worthless in a log. */
export const STREAM_TICKET_TTL_MS = 60_000;

/** The sign-in a ticket stands for; the stream it opens keeps this family and ends at this access-token expiry. */
export interface TicketSession {
  customerId: number;
  familyId: string;
  accessExpiresAt: number;
}

/**
 * Stores a new ticket (only its hash) for `session`, valid for a minute but never beyond the access token, and drops
 * the expired ones in the same round trip.
 */
export async function issueStreamTicket(db: D1Database, session: TicketSession, now: number): Promise<{ ticket: string; expiresAt: number }> {
  const ticket = randomToken();
  const expiresAt = Math.min(now + STREAM_TICKET_TTL_MS, session.accessExpiresAt);
  await db.batch([
    db.prepare('DELETE FROM stream_tickets WHERE expires_at <= ?').bind(now),
    db
      .prepare('INSERT INTO stream_tickets (ticket_hash, customer_id, family_id, access_expires_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .bind(await sha256Hex(ticket), session.customerId, session.familyId, session.accessExpiresAt, expiresAt),
  ]);
  return { ticket, expiresAt };
}

/**
 * Uses a ticket up: the row is deleted and returned in one statement, so of two requests with the same ticket only one
 * gets it. An expired ticket is deleted as well and answers null, like an unknown or used one.
 */
export async function redeemStreamTicket(db: D1Database, ticket: string, now: number): Promise<TicketSession | null> {
  const row = await db
    .prepare('DELETE FROM stream_tickets WHERE ticket_hash = ? RETURNING customer_id, family_id, access_expires_at, expires_at')
    .bind(await sha256Hex(ticket))
    .first<{ customer_id: number; family_id: string; access_expires_at: number; expires_at: number }>();
  if (!row || row.expires_at <= now || row.access_expires_at <= now) return null;
  return { customerId: row.customer_id, familyId: row.family_id, accessExpiresAt: row.access_expires_at };
}
