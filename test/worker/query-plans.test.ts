/** The queries that scan orders use their indexes (SQLite's own plan), so they stay fast as orders accumulate. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DUE_PAYMENTS_SQL } from '../../worker/db/repositories/message-reminders.ts';
import { HAMMER_SQL } from '../../worker/db/repositories/valuation-comparables.ts';

async function plan(sql: string, ...params: unknown[]): Promise<string> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail).join('\n');
}

describe('query plans', () => {
  it('finds the payment reminders through the pending orders by due date', async () => {
    const detail = await plan(DUE_PAYMENTS_SQL, Date.now(), 86_400_000, 86_400_000, 50);
    expect(detail).toContain('orders_status_due');
    expect(detail).not.toMatch(/SCAN o\b/);
  });

  it('counts the console’s user actions of the last days from the time index alone', async () => {
    const detail = await plan('SELECT action, COUNT(*) FROM user_action_logs WHERE created_at >= ? GROUP BY action', Date.now() - 7 * 86_400_000);
    expect(detail).toContain('COVERING INDEX user_action_logs_created');
  });

  it('reads the valuation’s hammer prices newest first from the orders’ date index', async () => {
    const detail = await plan(HAMMER_SQL, 'motorhome', Date.now(), 400);
    expect(detail).toContain('orders_created');
    expect(detail).not.toContain('USE TEMP B-TREE FOR ORDER BY');
  });
});
