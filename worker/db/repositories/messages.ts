/** Notification messages in D1: exactly-once inserts, the board's pages and counts, and marking a thread read. */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { OPEN_CTAS } from '../../../domain/messages/cta.ts';
import { QUIET_KINDS, type MessageDraft } from '../../../domain/messages/kinds.ts';
import type { Database } from '../client.ts';
import { messages } from '../schema-messages.ts';
import { idList, listeningStatement } from './live-streams.ts';
import { pushableStatement } from './push-subscriptions.ts';

/** A stored message as the calls read it (before rendering in the reader's language). */
export type MessageRow = typeof messages.$inferSelect;

/** What the delivery needs back about a message it just created. */
export interface InsertedMessage {
  id: number;
  customerId: number;
  groupKey: string;
  auctionId: number | null;
  kind: string;
  cta: string;
}

export interface MailPlan {
  /** Epoch ms at which the mail is due; null when the kind sends none. */
  dueAt: number | null;
}

/** Drafts per insert statement: one statement per chunk instead of one per message, its JSON well below D1's limits. */
const INSERT_CHUNK = 250;

/**
 * The inserts as one statement per INSERT_CHUNK drafts, the drafts bound as one JSON array: a pause that reaches a
 * thousand dealers is four statements instead of a thousand (D1 runs each statement of a batch on its own).
 */
function insertStatements(db: D1Database, drafts: readonly (MessageDraft & MailPlan)[], now: number): D1PreparedStatement[] {
  const insert = db.prepare(
    `INSERT INTO messages (customer_id, source_key, group_key, auction_id, product_id, kind, cta, params, created_at, mail_state, mail_due_at)
     SELECT json_extract(value, '$.c'), json_extract(value, '$.s'), json_extract(value, '$.g'), json_extract(value, '$.a'), json_extract(value, '$.p'),
            json_extract(value, '$.k'), json_extract(value, '$.t'), json_extract(value, '$.j'), ?, json_extract(value, '$.m'), json_extract(value, '$.d')
     FROM json_each(?) WHERE true ORDER BY key
     ON CONFLICT (customer_id, source_key) DO NOTHING
     RETURNING id, customer_id AS customerId, group_key AS groupKey, auction_id AS auctionId, kind, cta`,
  );
  const rows = drafts.map((draft) => ({
    c: draft.customerId,
    s: draft.sourceKey,
    g: draft.groupKey,
    a: draft.auctionId,
    p: draft.productId,
    k: draft.kind,
    t: draft.cta,
    j: JSON.stringify(draft.params),
    m: draft.dueAt === null ? null : 'pending',
    d: draft.dueAt,
  }));
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) statements.push(insert.bind(now, JSON.stringify(rows.slice(start, start + INSERT_CHUNK))));
  return statements;
}

/**
 * Inserts the drafts; a draft whose (customer, source key) exists is skipped, so an event handled twice never gives
 * two messages. Answers only the messages created now.
 */
export async function insertMessages(db: D1Database, drafts: readonly (MessageDraft & MailPlan)[], now: number): Promise<InsertedMessage[]> {
  if (drafts.length === 0) return [];
  const results = await db.batch<InsertedMessage>(insertStatements(db, drafts, now));
  return results.flatMap((result) => result.results);
}

/** The messages created now, and which of their recipients a live stream or a subscribed browser can reach. */
export interface InsertedWithReach {
  inserted: InsertedMessage[];
  listening: Set<number>;
  pushable: Set<number>;
}

/**
 * insertMessages, and in the same D1 round trip who of the recipients may have a stream open and who subscribed a
 * browser: a delivery then wakes only the hubs and push queries it needs (most bids reach nobody live).
 */
export async function insertMessagesWithReach(db: D1Database, drafts: readonly (MessageDraft & MailPlan)[], now: number): Promise<InsertedWithReach> {
  if (drafts.length === 0) return { inserted: [], listening: new Set(), pushable: new Set() };
  const ids = idList(drafts.map((draft) => draft.customerId));
  const results = await db.batch<InsertedMessage | { customerId: number }>([...insertStatements(db, drafts, now), listeningStatement(db, ids, now), pushableStatement(db, ids)]);
  const customersOf = (index: number) => new Set((results.at(index)?.results ?? []).map((row) => row.customerId));
  return { inserted: results.slice(0, -2).flatMap((result) => result.results as InsertedMessage[]), listening: customersOf(-2), pushable: customersOf(-1) };
}

const quietKinds = sql.join(
  QUIET_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
);
const openCtas = sql.join(
  OPEN_CTAS.map((code) => sql`${code}`),
  sql`, `,
);

export interface MessageCounts {
  unRead: number;
  openCtas: number;
  openReadMes: number;
  groups: number;
}

/** The board's counts for one customer (see domain/messages/board.ts for the same rules on the client). */
export async function messageCounts(db: Database, customerId: number): Promise<MessageCounts> {
  const row = await db.get<{ unRead: number | null; openReadMes: number | null; groups: number | null; openCtas: number | null }>(sql`
    WITH latest AS (
      SELECT group_key, MAX(id) AS id FROM messages WHERE customer_id = ${customerId} GROUP BY group_key
    )
    SELECT
      (SELECT COUNT(*) FROM messages WHERE customer_id = ${customerId} AND read_at IS NULL AND kind NOT IN (${quietKinds})) AS unRead,
      (SELECT COUNT(DISTINCT group_key) FROM messages WHERE customer_id = ${customerId} AND read_at IS NULL AND kind NOT IN (${quietKinds})) AS openReadMes,
      (SELECT COUNT(*) FROM latest) AS groups,
      (SELECT COUNT(*) FROM latest JOIN messages m ON m.id = latest.id WHERE m.cta IN (${openCtas}) AND m.cta_response IS NULL) AS openCtas
  `);
  return { unRead: row?.unRead ?? 0, openReadMes: row?.openReadMes ?? 0, groups: row?.groups ?? 0, openCtas: row?.openCtas ?? 0 };
}

/** One page of subjects: the latest message of each group, newest group first. */
export async function subjectPage(db: Database, customerId: number, page: number, pageSize: number): Promise<MessageRow[]> {
  const latest = db
    .select({ id: sql<number>`MAX(${messages.id})`.as('latest_id') })
    .from(messages)
    .where(eq(messages.customerId, customerId))
    .groupBy(messages.groupKey)
    .as('latest');
  const ids = await db
    .select({ id: latest.id })
    .from(latest)
    .orderBy(desc(latest.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(messages)
    .where(inArray(
      messages.id,
      ids.map((entry) => entry.id),
    ));
  return rows.sort((a, b) => b.id - a.id);
}

/** One page of a group's messages, newest first, and how many the group holds. */
export async function groupPage(db: Database, customerId: number, groupKey: string, page: number, pageSize: number): Promise<{ rows: MessageRow[]; total: number }> {
  const where = and(eq(messages.customerId, customerId), eq(messages.groupKey, groupKey));
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: sql<number>`COUNT(*)` }).from(messages).where(where).get(),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Marks every unread message of the customer's group read; answers how many changed. */
export async function markGroupRead(db: Database, customerId: number, groupKey: string, now: Date): Promise<number> {
  const result = await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.customerId, customerId), eq(messages.groupKey, groupKey), isNull(messages.readAt)));
  return result.meta.changes;
}

/** Whether the customer has any message in the group (reading or marking another's thread answers 404). */
export async function hasGroup(db: Database, customerId: number, groupKey: string): Promise<boolean> {
  const row = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.customerId, customerId), eq(messages.groupKey, groupKey)))
    .limit(1)
    .get();
  return row !== undefined;
}
