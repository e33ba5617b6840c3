/**
 * The ad edit log: one row per changed attribute with its source, code and new value as text. The writes that change
 * an ad's attributes (insertAd, saveAdChanges, applyCopyStatements) take an EditOrigin and add these rows to their own
 * batch, so no path can change an ad without logging it; the console reads the log beside the ad.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { type AdEditSource, adEdits } from '../schema-listings.ts';

/** Who changed the ad and through which path. */
export interface EditOrigin {
  source: AdEditSource;
  /** The seller, the operator or the importing dealer; null for a visitor without an account yet. */
  actorCustomerId: number | null;
}

/** Rows per insert: six parameters each, and D1 binds at most 100 per statement. */
const ROWS_PER_INSERT = 16;

/**
 * The inserts of the rows for `logged` (code -> value as text, null for removed): none when nothing changed, and as
 * many statements as D1's parameter limit needs (a complete ad logs dozens of codes), all for the caller's batch.
 */
export function adEditInserts(db: Database, productId: number, origin: EditOrigin, logged: Readonly<Record<string, string | null>>, now: Date) {
  const rows = Object.entries(logged).map(([attributeCode, value]) => ({
    productId,
    source: origin.source,
    attributeCode,
    value,
    actorCustomerId: origin.actorCustomerId,
    createdAt: now,
  }));
  const inserts = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) inserts.push(db.insert(adEdits).values(rows.slice(start, start + ROWS_PER_INSERT)));
  return inserts;
}

export type AdEditRow = Pick<typeof adEdits.$inferSelect, 'id' | 'source' | 'attributeCode' | 'value' | 'actorCustomerId' | 'createdAt'>;

/** The latest edits of an ad, newest first; `before` pages back by id. */
export async function listAdEdits(db: Database, productId: number, limit: number, before?: number): Promise<AdEditRow[]> {
  return db
    .select({
      id: adEdits.id,
      source: adEdits.source,
      attributeCode: adEdits.attributeCode,
      value: adEdits.value,
      actorCustomerId: adEdits.actorCustomerId,
      createdAt: adEdits.createdAt,
    })
    .from(adEdits)
    .where(before === undefined ? eq(adEdits.productId, productId) : and(eq(adEdits.productId, productId), lt(adEdits.id, before)))
    .orderBy(desc(adEdits.id))
    .limit(limit)
    .all();
}
