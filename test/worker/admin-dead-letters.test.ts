/** The console's dead letters: access, the list with its waiting count, sending one back (once, audited), bad ids, the dashboard's count. */
import { env } from 'cloudflare:workers';
import type { DashboardAnswer } from '../../domain/operations/dashboard.ts';
import { describe, expect, it } from 'vitest';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { adminWithoutSecondFactor, operatorSession } from './operator-helpers.ts';

interface DeadLetterItem {
  id: number;
  queue: 'effects' | 'mail';
  kind: string;
  attempts: number;
  failedAt: number;
  requeuedAt: number | null;
}

let letterCounter = 0;

/** A dead letter as the dead-letter consumer stores it; the mail body names no message, so sending it back is harmless. */
async function insertLetter(row: { queue?: string; kind?: string; attempts?: number; failedAt?: number; requeuedAt?: number | null } = {}): Promise<number> {
  letterCounter += 1;
  const queue = row.queue ?? 'mail';
  const kind = row.kind ?? 'message_mails';
  const body = queue === 'mail' ? { kind, ids: [], at: Date.now() } : { kind, auctionId: 0, events: [] };
  const inserted = await env.DB.prepare(
    'INSERT INTO dead_letters (message_id, queue, kind, body, attempts, failed_at, requeued_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
  )
    .bind(`dead-${Date.now()}-${letterCounter}`, queue, kind, JSON.stringify(body), row.attempts ?? 21, row.failedAt ?? Date.now(), row.requeuedAt ?? null)
    .first<{ id: number }>();
  if (!inserted) throw new Error('no dead letter inserted');
  return inserted.id;
}

const requeue = (headers: Record<string, string>, id: number | string) => call(`/admin/api/dead-letters/${id}/requeue`, { method: 'POST', headers });

describe('GET /admin/api/dead-letters', () => {
  it('answers 401 to anonymous callers, 403 to customers and to operators without the second factor', async () => {
    const customer = await login((await createCustomer()).email);
    const admin = await adminWithoutSecondFactor();
    const id = await insertLetter();
    expect((await call('/admin/api/dead-letters')).status).toBe(401);
    expect((await call('/admin/api/dead-letters', { headers: bearer(customer) })).status).toBe(403);
    expect((await call('/admin/api/dead-letters', { headers: bearer(admin) })).status).toBe(403);
    expect((await call(`/admin/api/dead-letters/${id}/requeue`, { method: 'POST' })).status).toBe(401);
    expect((await requeue(bearer(customer), id)).status).toBe(403);
    expect((await requeue(bearer(admin), id)).status).toBe(403);
    const row = await env.DB.prepare('SELECT requeued_at FROM dead_letters WHERE id = ?').bind(id).first<{ requeued_at: number | null }>();
    expect(row?.requeued_at).toBeNull();
  });

  it('lists the letters waiting first, newest first, and counts the waiting ones', async () => {
    const operator = await operatorSession();
    const before = await json<{ items: DeadLetterItem[]; open: number }>(await call('/admin/api/dead-letters', { headers: bearer(operator) }));
    const now = Date.now();
    const older = await insertLetter({ queue: 'effects', kind: 'auction_events', attempts: 21, failedAt: now - 60_000 });
    const newer = await insertLetter({ queue: 'mail', kind: 'mail', attempts: 3, failedAt: now });
    const handled = await insertLetter({ queue: 'mail', failedAt: now + 1_000, requeuedAt: now + 2_000 });

    const response = await call('/admin/api/dead-letters', { headers: bearer(operator) });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const after = await json<{ items: DeadLetterItem[]; open: number }>(response);
    expect(after.open).toBe(before.open + 2);
    const ours = after.items.filter((item) => [older, newer, handled].includes(item.id));
    expect(ours).toEqual([
      { id: newer, queue: 'mail', kind: 'mail', attempts: 3, failedAt: now, requeuedAt: null },
      { id: older, queue: 'effects', kind: 'auction_events', attempts: 21, failedAt: now - 60_000, requeuedAt: null },
      { id: handled, queue: 'mail', kind: 'message_mails', attempts: 21, failedAt: now + 1_000, requeuedAt: now + 2_000 },
    ]);
    // Nothing a letter carried leaves through the list.
    expect(Object.keys(after.items[0] ?? {}).sort()).toEqual(['attempts', 'failedAt', 'id', 'kind', 'queue', 'requeuedAt']);
  });
});

describe('POST /admin/api/dead-letters/:id/requeue', () => {
  it('sends a waiting letter back once, marks it and writes an audit entry; a second time answers 409', async () => {
    const operator = await operatorSession();
    const id = await insertLetter({ queue: 'mail' });
    const started = Date.now();

    const first = await requeue(bearer(operator), id);
    expect(first.status).toBe(200);
    const answer = await json<{ id: number; requeuedAt: number }>(first);
    expect(answer.id).toBe(id);
    expect(answer.requeuedAt).toBeGreaterThanOrEqual(started);
    const row = await env.DB.prepare('SELECT requeued_at FROM dead_letters WHERE id = ?').bind(id).first<{ requeued_at: number | null }>();
    expect(row?.requeued_at).toBe(answer.requeuedAt);
    const audit = await env.DB.prepare("SELECT action, subject_type, subject_id, after FROM audit_log WHERE actor_customer_id = ? AND action = 'dead_letter.requeued'")
      .bind(operator.customerId)
      .all<{ action: string; subject_type: string; subject_id: string; after: string }>();
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0]).toMatchObject({ subject_type: 'dead_letter', subject_id: String(id) });
    expect(JSON.parse(audit.results[0]?.after ?? 'null')).toEqual({ queue: 'mail', requeuedAt: answer.requeuedAt });

    const list = await json<{ items: DeadLetterItem[] }>(await call('/admin/api/dead-letters', { headers: bearer(operator) }));
    expect(list.items.find((item) => item.id === id)?.requeuedAt).toBe(answer.requeuedAt);

    const second = await requeue(bearer(operator), id);
    expect(second.status).toBe(409);
    expect((await json<{ error: { code: string } }>(second)).error.code).toBe('already_handled');
    const again = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'dead_letter.requeued' AND subject_id = ?").bind(String(id)).first<{ n: number }>();
    expect(again?.n).toBe(1);
  });

  it('answers 409 for an id that names no letter, and 400 for an id that is not one', async () => {
    const operator = await operatorSession();
    expect((await requeue(bearer(operator), 2_000_000_000)).status).toBe(409);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await requeue(bearer(operator), bad);
      expect(response.status, bad).toBe(400);
      expect((await json<{ error: { code: string } }>(response)).error.code).toBe('validation_failed');
    }
  });
});

describe('GET /admin/api/dashboard', () => {
  it('counts the dead letters waiting to be sent back', async () => {
    const operator = await operatorSession();
    const open = async () => (await json<DashboardAnswer>(await call('/admin/api/dashboard', { headers: bearer(operator) }))).deadLetters.open;
    const before = await open();
    const waiting = await insertLetter();
    await insertLetter({ requeuedAt: Date.now() });
    expect(await open()).toBe(before + 1);
    expect((await requeue(bearer(operator), waiting)).status).toBe(200);
    expect(await open()).toBe(before);
  });
});
