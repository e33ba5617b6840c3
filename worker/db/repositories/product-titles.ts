/** A vehicle's title (make and model) for messages, kept briefly in memory: a bidding war asks for it per batch. */

const TTL_MS = 5 * 60_000;
const cache = new Map<number, { title: string; at: number }>();

export async function productTitle(db: D1Database, productId: number, now = Date.now()): Promise<string> {
  const cached = cache.get(productId);
  if (cached && now - cached.at < TTL_MS) return cached.title;
  const row = await db.prepare('SELECT make, model FROM products WHERE id = ?').bind(productId).first<{ make: string | null; model: string | null }>();
  const title = `${row?.make ?? ''} ${row?.model ?? ''}`.trim();
  if (cache.size > 1_000) cache.clear();
  cache.set(productId, { title, at: now });
  return title;
}
