/**
 * The messages table as the e-mail outbox: finding due mails, claiming one (exactly one sender wins), settling it,
 * and the outbid bookkeeping that collapses a bidding war into one mail.
 */
import type { MessageParams } from '../../../domain/messages/kinds.ts';

/** A claim older than this belongs to a sender that crashed: another run may take the mail over. */
export const STALE_CLAIM_MS = 10 * 60_000;

/** Tries per mail (a claim counts as one); after the last failed one the mail is settled as 'failed'. */
export const MAX_MAIL_ATTEMPTS = 5;

/** Kinds that say the customer leads again or that the auction is over for them: a pending outbid mail is moot. */
const OUTBID_MOOT_KINDS = ['highest_bidder', 'won', 'lost'] as const;

/** A due mail with what sending it needs about the recipient. */
export interface DueMessageMail {
  id: number;
  customerId: number;
  groupKey: string;
  kind: string;
  params: MessageParams;
  /** Tries before this run's claim. */
  attempts: number;
  email: string;
  name: string;
  languageSetting: string;
  /** The account is deleted or deactivated. */
  closed: boolean;
  /** The customer switched NOTIFICATION_EMAILS off. */
  optedOut: boolean;
}

interface DueRow {
  id: number;
  customerId: number;
  groupKey: string;
  kind: string;
  params: string;
  attempts: number;
  email: string;
  name: string;
  languageSetting: string;
  closed: number;
  optedOut: number;
}

/** Pending and due, or claimed by a sender that has not settled it for STALE_CLAIM_MS. */
const CLAIMABLE = `((m.mail_state = 'pending' AND m.mail_due_at <= ?1)
  OR (m.mail_state = 'sending' AND m.mail_claimed_at <= ?1 - ${STALE_CLAIM_MS} AND m.mail_attempts < ${MAX_MAIL_ATTEMPTS}))`;

/** The ids of due mails, oldest due first, at most `limit` (the cron hands them to the mail queue). */
export async function dueMessageMailIds(d1: D1Database, now: number, limit: number): Promise<number[]> {
  const { results } = await d1.prepare(`SELECT m.id FROM messages m WHERE ${CLAIMABLE} ORDER BY m.mail_due_at, m.id LIMIT ?2`).bind(now, limit).all<{ id: number }>();
  return results.map((row) => row.id);
}

/**
 * Due mails, oldest due first, at most `batch`; with `ids` only those (still only the due ones). Every mail is
 * claimed before it is sent, so reading the same one in two runs is harmless.
 */
export async function dueMessageMails(d1: D1Database, now: number, options: { ids?: readonly number[]; batch: number }): Promise<DueMessageMail[]> {
  const ids = options.ids ?? [];
  if (options.ids && ids.length === 0) return [];
  // Numbered placeholders: ?1 is now, ?2 the batch, the ids follow from ?3.
  const onlyIds = options.ids ? `AND m.id IN (${ids.map((_, index) => `?${index + 3}`).join(', ')})` : '';
  const statement = d1.prepare(
    `SELECT m.id, m.customer_id AS customerId, m.group_key AS groupKey, m.kind, m.params, m.mail_attempts AS attempts,
       c.email, c.name, c.language_setting AS languageSetting,
       (c.deleted_at IS NOT NULL OR c.deactivated_at IS NOT NULL) AS closed,
       EXISTS (SELECT 1 FROM email_automation_settings s
               WHERE s.customer_id = m.customer_id AND s.type = 'NOTIFICATION_EMAILS' AND s.enabled = 0) AS optedOut
     FROM messages m JOIN customers c ON c.id = m.customer_id
     WHERE ${CLAIMABLE} ${onlyIds}
     ORDER BY m.mail_due_at, m.id
     LIMIT ?2`,
  );
  const { results } = await statement.bind(now, options.batch, ...ids).all<DueRow>();
  return results.map((row) => ({ ...row, params: parseParams(row.params), closed: row.closed === 1, optedOut: row.optedOut === 1 }));
}

function parseParams(text: string): MessageParams {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as MessageParams) : {};
  } catch {
    return {};
  }
}

/**
 * Claims a mail for this run: one conditional UPDATE, so of two runs at once exactly one changes the row. An outbid
 * mail is not claimed while another outbid mail of the same customer and auction is being sent: that one speaks for it.
 * The claim counts as an attempt, so a sender that keeps crashing on a mail cannot retry it forever.
 */
export async function claimMessageMail(d1: D1Database, id: number, now: number): Promise<boolean> {
  const result = await d1
    .prepare(
      `UPDATE messages AS m SET mail_state = 'sending', mail_claimed_at = ?1, mail_attempts = mail_attempts + 1
       WHERE m.id = ?2 AND ${CLAIMABLE}
         AND NOT (m.kind = 'outbid' AND EXISTS (
           SELECT 1 FROM messages o
           WHERE o.customer_id = m.customer_id AND o.group_key = m.group_key AND o.kind = 'outbid' AND o.id <> m.id
             AND o.mail_state = 'sending' AND o.mail_claimed_at > ?1 - ${STALE_CLAIM_MS}))`,
    )
    .bind(now, id)
    .run();
  return result.meta.changes === 1;
}

/** Settles a mail this run claimed (at `claimedAt`); a claim taken over by another run is left to that run. */
export async function settleMessageMail(d1: D1Database, id: number, claimedAt: number, state: 'sent' | 'skipped' | 'merged'): Promise<boolean> {
  const result = await d1
    .prepare("UPDATE messages SET mail_state = ?1 WHERE id = ?2 AND mail_state = 'sending' AND mail_claimed_at = ?3")
    .bind(state, id, claimedAt)
    .run();
  return result.meta.changes === 1;
}

/**
 * Puts a mail whose sending failed back into the queue, due again after `retryAt`, or settles it as 'failed' once it
 * used its last attempt. Answers the state it is left in.
 */
export async function releaseMessageMail(d1: D1Database, id: number, claimedAt: number, retryAt: number): Promise<'pending' | 'failed' | null> {
  const row = await d1
    .prepare(
      `UPDATE messages SET mail_state = CASE WHEN mail_attempts >= ${MAX_MAIL_ATTEMPTS} THEN 'failed' ELSE 'pending' END,
         mail_due_at = ?1, mail_claimed_at = NULL
       WHERE id = ?2 AND mail_state = 'sending' AND mail_claimed_at = ?3
       RETURNING mail_state AS state`,
    )
    .bind(retryAt, id, claimedAt)
    .first<{ state: 'pending' | 'failed' }>();
  return row?.state ?? null;
}

/** Claims that crashed on their last attempt: nobody may take them over any more, so they are settled as failed. */
export async function failExhaustedClaims(d1: D1Database, now: number): Promise<number> {
  const result = await d1
    .prepare(
      `UPDATE messages SET mail_state = 'failed'
       WHERE mail_state = 'sending' AND mail_claimed_at <= ?1 AND mail_attempts >= ${MAX_MAIL_ATTEMPTS}`,
    )
    .bind(now - STALE_CLAIM_MS)
    .run();
  return result.meta.changes;
}

/** What decides an outbid mail: whether it is moot, whether one went out lately, and the latest highest bid to quote. */
export interface OutbidState {
  /** A newer message of the group says the customer leads again or the auction ended for them. */
  moot: boolean;
  /** An outbid mail of the group went out to the customer since `since`. */
  recentlySent: boolean;
  /** The amount of the customer's newest outbid message in the group (the current highest bid as last told). */
  latestAmount: number | null;
}

export async function outbidState(d1: D1Database, mail: { id: number; customerId: number; groupKey: string }, since: number): Promise<OutbidState> {
  const moot = OUTBID_MOOT_KINDS.map((_, index) => `?${index + 5}`).join(', ');
  const row = await d1
    .prepare(
      `SELECT
         EXISTS (SELECT 1 FROM messages WHERE customer_id = ?1 AND group_key = ?2 AND id > ?3 AND kind IN (${moot})) AS moot,
         EXISTS (SELECT 1 FROM messages WHERE customer_id = ?1 AND group_key = ?2 AND kind = 'outbid' AND id <> ?3
                 AND mail_state = 'sent' AND mail_claimed_at > ?4) AS recentlySent,
         (SELECT json_extract(params, '$.amount') FROM messages WHERE customer_id = ?1 AND group_key = ?2 AND kind = 'outbid'
          ORDER BY id DESC LIMIT 1) AS latestAmount`,
    )
    .bind(mail.customerId, mail.groupKey, mail.id, since, ...OUTBID_MOOT_KINDS)
    .first<{ moot: number; recentlySent: number; latestAmount: number | null }>();
  return { moot: row?.moot === 1, recentlySent: row?.recentlySent === 1, latestAmount: typeof row?.latestAmount === 'number' ? row.latestAmount : null };
}

/** After an outbid mail went out: the customer's other waiting outbid mails of the group are covered by it. Answers their ids. */
export async function mergePendingOutbids(d1: D1Database, mail: { id: number; customerId: number; groupKey: string }): Promise<number[]> {
  const { results } = await d1
    .prepare(
      `UPDATE messages SET mail_state = 'merged'
       WHERE customer_id = ?1 AND group_key = ?2 AND kind = 'outbid' AND id <> ?3 AND mail_state = 'pending'
       RETURNING id`,
    )
    .bind(mail.customerId, mail.groupKey, mail.id)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}
