/** One escalated review for the browser tests: a seeded ad under review made to have waited 21 hours (past the 20-hour escalation). */
import { d1 } from './live-auctions.ts';

const HOUR = 3_600_000;

/** startServer's `prepare`: runs after migrations and seed, before the server starts. */
export function seedWaitingReview(stateDir: string, env: NodeJS.ProcessEnv, now = Date.now()): void {
  const since = now - 21 * HOUR;
  d1(
    stateDir,
    env,
    `UPDATE products SET submitted_at = ${since}, updated_at = ${since}
      WHERE id = (SELECT MIN(id) FROM products WHERE status = 'under_review' AND deleted_at IS NULL AND make <> '')`,
  );
}
