/**
 * One dead letter for the browser tests: a mail-queue message that failed every attempt, as the dead-letter consumer
 * stores it. It names no message, so sending it back from the console delivers nothing and fails nothing.
 */
import { d1 } from './live-auctions.ts';

/** The message id of the seeded letter (dead_letters.message_id). */
export const SEEDED_DEAD_LETTER = 'e2e-dead-letter-1';

/** startServer's `prepare`: runs after migrations and seed, before the server starts. */
export function seedDeadLetter(stateDir: string, env: NodeJS.ProcessEnv, now = Date.now()): void {
  const body = JSON.stringify({ kind: 'message_mails', ids: [], at: now }).replaceAll("'", "''");
  d1(
    stateDir,
    env,
    `INSERT OR IGNORE INTO dead_letters (message_id, queue, kind, body, attempts, failed_at) VALUES ('${SEEDED_DEAD_LETTER}', 'mail', 'message_mails', '${body}', 21, ${now - 3_600_000})`,
  );
}
