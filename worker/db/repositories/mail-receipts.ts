/** Receipts of mails the mail queue handed to the transport, by key: a redelivered queue message sends nothing twice. */

/** Which of these keys were sent already (D1 binds at most 100 values per statement, so in chunks). */
export async function sentMailKeys(db: D1Database, keys: readonly string[]): Promise<Set<string>> {
  const sent = new Set<string>();
  for (let start = 0; start < keys.length; start += 90) {
    const chunk = keys.slice(start, start + 90);
    const rows = await db
      .prepare(`SELECT key FROM mail_receipts WHERE key IN (${chunk.map(() => '?').join(', ')})`)
      .bind(...chunk)
      .all<{ key: string }>();
    for (const row of rows.results) sent.add(row.key);
  }
  return sent;
}

/** Records the keys as sent, in one statement whatever their number. */
export async function recordMailReceipts(db: D1Database, keys: readonly string[], at: number): Promise<void> {
  if (keys.length === 0) return;
  await db.prepare('INSERT OR IGNORE INTO mail_receipts (key, sent_at) SELECT value, ? FROM json_each(?)').bind(at, JSON.stringify(keys)).run();
}

/** Receipts older than any redelivery can be (queue messages live at most days): removed by the daily cron. */
export async function pruneMailReceipts(db: D1Database, before: number): Promise<number> {
  const result = await db.prepare('DELETE FROM mail_receipts WHERE sent_at < ?').bind(before).run();
  return result.meta.changes;
}
