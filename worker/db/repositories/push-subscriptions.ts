/** Web-push subscriptions in D1: save (deduplicated by endpoint, kept by its owner, capped per customer), remove, and who to push to. */
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { MessageParams } from '../../../domain/messages/kinds.ts';
import type { Database } from '../client.ts';
import { customers } from '../schema.ts';
import { messages, pushSubscriptions } from '../schema-messages.ts';

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** D1 binds at most 100 values per statement. */
const CHUNK = 90;

function chunks<T>(values: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < values.length; start += CHUNK) out.push(values.slice(start, start + CHUNK));
  return out;
}

/**
 * Stores the browser's subscription for this customer. An endpoint names one browser profile, so a known endpoint of
 * the same customer is updated (fresh keys), not duplicated. An endpoint another customer registered is never moved:
 * knowing someone's endpoint must not take over their notifications, so nothing changes and the answer is false.
 * Beyond `limit` browsers the least recently saved ones are dropped (old devices rarely unsubscribe themselves).
 */
export async function savePushSubscription(db: Database, customerId: number, input: PushSubscriptionInput, limit: number, now: number): Promise<boolean> {
  const createdAt = new Date(now);
  const [saved] = await db.batch([
    db
      .insert(pushSubscriptions)
      .values({ customerId, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, createdAt })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: input.p256dh, auth: input.auth, createdAt },
        // Only the owner's own row: SQLite skips the update (and returns no row) for anyone else's endpoint.
        setWhere: eq(pushSubscriptions.customerId, customerId),
      })
      .returning({ id: pushSubscriptions.id }),
    db.delete(pushSubscriptions).where(
      and(
        eq(pushSubscriptions.customerId, customerId),
        notInArray(
          pushSubscriptions.id,
          db
            .select({ id: pushSubscriptions.id })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.customerId, customerId))
            .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
            .limit(limit),
        ),
      ),
    ),
  ]);
  return saved.length > 0;
}

/** Removes the customer's own subscription of this endpoint; someone else's stays untouched. Answers whether one went. */
export async function deletePushSubscription(db: Database, customerId: number, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.customerId, customerId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function hasPushSubscription(db: Database, customerId: number, endpoint: string): Promise<boolean> {
  const row = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.customerId, customerId), eq(pushSubscriptions.endpoint, endpoint)))
    .get();
  return row !== undefined;
}

/** One message to one of its recipient's browsers, with what rendering it needs. */
export interface PushTargetRow {
  messageId: number;
  kind: string;
  groupKey: string;
  params: MessageParams;
  languageSetting: string;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Those of the customers (a JSON id list, see live-streams.ts) with at least one browser subscribed; rows `{ customerId }`. */
export function pushableStatement(db: D1Database, ids: string): D1PreparedStatement {
  return db.prepare('SELECT DISTINCT customer_id AS customerId FROM push_subscriptions WHERE customer_id IN (SELECT value FROM json_each(?))').bind(ids);
}

/** Every (message, subscription of the message's recipient) pair for these messages. */
export async function pushTargetsOf(db: Database, messageIds: readonly number[]): Promise<PushTargetRow[]> {
  const rows = await Promise.all(
    chunks(messageIds).map((ids) =>
      db
        .select({
          messageId: messages.id,
          kind: messages.kind,
          groupKey: messages.groupKey,
          params: messages.params,
          languageSetting: customers.languageSetting,
          subscriptionId: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(messages)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.customerId, messages.customerId))
        .innerJoin(customers, eq(customers.id, messages.customerId))
        .where(inArray(messages.id, ids))
        .all(),
    ),
  );
  return rows.flat();
}

/** Drops subscriptions the push service called gone (404/410). */
export async function deletePushSubscriptionsByIds(db: Database, ids: readonly number[]): Promise<void> {
  await Promise.all(chunks(ids).map((part) => db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, part))));
}
