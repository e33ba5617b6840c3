/**
 * Live demo auctions for the browser tests on every day and at every hour. The demo data runs auctions only where the
 * rules allow (bidding lasts at most 24 hours and ends Monday to Friday between 14:00 and 17:00 Berlin time), so from
 * Friday afternoon to Sunday afternoon none runs, and the tests that bid or watch bids (auction, messages, my ads,
 * operator console) would find nothing. When fewer than LIVE_NEEDED run with at least two hours left, the published
 * demo auctions run from an hour ago for three more hours: inside the 24 hours, though on a weekend outside the end
 * window, which no browser test reaches (each ends long before).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const HOUR = 3_600_000;
/** The seed plans 24 running demo auctions; the tests need a handful, from several demo sellers. */
const LIVE_NEEDED = 20;

/** Runs SQL against the local D1 of a state directory (before its server starts) and answers the rows. */
export function d1(stateDir: string, env: NodeJS.ProcessEnv, sql: string): Record<string, unknown>[] {
  // The JSON answer is a log line of Wrangler's: it needs the default log level (the test config lowers it to warnings).
  const result = spawnSync('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--json', '--command', sql], {
    cwd: ROOT,
    env: { ...env, WRANGLER_LOG: 'log' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`d1 execute failed: ${sql}\n${result.stdout}\n${result.stderr}`);
  const answers = JSON.parse(result.stdout) as { results: Record<string, unknown>[] }[];
  return answers.flatMap((answer) => answer.results);
}

/** startServer's `prepare`: runs after migrations and seed, before the server starts. */
export function liveAuctions(stateDir: string, env: NodeJS.ProcessEnv, now = Date.now()): void {
  const [row] = d1(stateDir, env, `SELECT COUNT(*) AS live FROM auctions WHERE status = 'running' AND ending_at >= ${now + 2 * HOUR}`);
  if (Number(row?.live) >= LIVE_NEEDED) return;
  const startsAt = now - HOUR;
  const endingAt = now + 3 * HOUR;
  d1(
    stateDir,
    env,
    `UPDATE products SET status = 'running', ending_at = ${endingAt} WHERE id IN (SELECT product_id FROM auctions WHERE status = 'published');
     UPDATE auctions SET status = 'running', starts_at = ${startsAt}, ending_at = ${endingAt} WHERE status = 'published';`,
  );
  const [after] = d1(stateDir, env, `SELECT COUNT(*) AS live FROM auctions WHERE status = 'running' AND ending_at >= ${now + 2 * HOUR}`);
  if (Number(after?.live) < LIVE_NEEDED) throw new Error(`only ${String(after?.live)} live demo auctions for the browser tests`);
}
