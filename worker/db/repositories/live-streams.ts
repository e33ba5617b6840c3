/** Who may have a notification stream open (live_streams): marked when a stream opens, read by every delivery. */

/** An id list travels as one JSON value (D1 binds at most 100 values per statement; a pause may reach 1,000 dealers). */
export function idList(customerIds: Iterable<number>): string {
  return JSON.stringify([...new Set(customerIds)]);
}

/** The stream of this customer may be open until `openUntil` (epoch ms); a later expiry already known is kept. */
export async function markStreamOpen(db: D1Database, customerId: number, openUntil: number): Promise<void> {
  await db
    .prepare('INSERT INTO live_streams (customer_id, open_until) VALUES (?, ?) ON CONFLICT (customer_id) DO UPDATE SET open_until = MAX(open_until, excluded.open_until)')
    .bind(customerId, openUntil)
    .run();
}

/** Those of the customers (an `idList`) who may be listening now; rows `{ customerId }`. */
export function listeningStatement(db: D1Database, ids: string, now: number): D1PreparedStatement {
  return db.prepare('SELECT customer_id AS customerId FROM live_streams WHERE customer_id IN (SELECT value FROM json_each(?)) AND open_until > ?').bind(ids, now);
}

export async function listeningCustomers(db: D1Database, customerIds: readonly number[], now: number): Promise<Set<number>> {
  if (customerIds.length === 0) return new Set();
  const { results } = await listeningStatement(db, idList(customerIds), now).all<{ customerId: number }>();
  return new Set(results.map((row) => row.customerId));
}
