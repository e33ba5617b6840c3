/** Queue messages that failed every attempt, kept for the operator console (list, send back to the queue). */

/** The kind of a message body, as the console lists it ("unknown" for anything malformed). */
function messageKind(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('kind' in body)) return 'unknown';
  const kind = (body as { kind: unknown }).kind;
  return typeof kind === 'string' && /^[a-z_]{1,40}$/.test(kind) ? kind : 'unknown';
}

export interface DeadLetterRow {
  id: number;
  queue: string;
  kind: string;
  attempts: number;
  failedAt: number;
  requeuedAt: number | null;
}

/** Stores a dead message once (by its queue message id), whatever the number of deliveries. */
export async function deadLetter(db: D1Database, queue: string, message: Pick<Message, 'id' | 'body' | 'attempts'>, now: number): Promise<void> {
  await db
    .prepare('INSERT OR IGNORE INTO dead_letters (message_id, queue, kind, body, attempts, failed_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(message.id, queue, messageKind(message.body), JSON.stringify(message.body ?? null), message.attempts, now)
    .run();
}

interface Row {
  id: number;
  queue: string;
  kind: string;
  attempts: number;
  failed_at: number;
  requeued_at: number | null;
}

/** The newest dead letters first, the ones not sent back before the others; and how many are waiting. */
export async function listDeadLetters(db: D1Database, limit: number): Promise<{ items: DeadLetterRow[]; open: number }> {
  const [rows, count] = await db.batch<Row | { open: number }>([
    db.prepare('SELECT id, queue, kind, attempts, failed_at, requeued_at FROM dead_letters ORDER BY requeued_at IS NOT NULL, failed_at DESC LIMIT ?').bind(limit),
    db.prepare('SELECT count(*) AS open FROM dead_letters WHERE requeued_at IS NULL'),
  ]);
  const items = (rows?.results ?? []) as Row[];
  const open = ((count?.results ?? [])[0] as { open: number } | undefined)?.open ?? 0;
  return { items: items.map((row) => ({ id: row.id, queue: row.queue, kind: row.kind, attempts: row.attempts, failedAt: row.failed_at, requeuedAt: row.requeued_at })), open };
}

/**
 * Marks a waiting dead letter as sent back and answers what it carried; null when there is none or another operator
 * already sent it back (the update is the claim, so it goes back once).
 */
export async function claimDeadLetter(db: D1Database, id: number, now: number): Promise<{ queue: string; body: unknown } | null> {
  const row = await db
    .prepare('UPDATE dead_letters SET requeued_at = ? WHERE id = ? AND requeued_at IS NULL RETURNING queue, body')
    .bind(now, id)
    .first<{ queue: string; body: string }>();
  return row ? { queue: row.queue, body: JSON.parse(row.body) as unknown } : null;
}

/** Undoes a claim whose sending failed, so the letter waits again. */
export async function releaseDeadLetter(db: D1Database, id: number): Promise<void> {
  await db.prepare('UPDATE dead_letters SET requeued_at = NULL WHERE id = ?').bind(id).run();
}
