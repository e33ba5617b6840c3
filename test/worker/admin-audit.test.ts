import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { operatorSession } from './operator-helpers.ts';

interface AuditAnswer {
  entries: { id: number; at: string; requestId: string | null; actor: { customerId: number; email: string | null }; action: string; subjectType: string; subjectId: string; before: unknown; after: unknown }[];
  nextBefore: number | null;
}

async function insertEntry(actor: number, action: string, subjectId: string) {
  const row = await env.DB.prepare(
    "INSERT INTO audit_log (at, request_id, actor_customer_id, action, subject_type, subject_id, before, after) VALUES (?, 'req-1', ?, ?, 'customer', ?, '{\"a\":1}', '{\"a\":2}') RETURNING id",
  )
    .bind(Date.now(), actor, action, subjectId)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

describe('audit log', () => {
  it('refuses anonymous callers (401) and customers who do not operate (403)', async () => {
    expect((await call('/admin/api/audit')).status).toBe(401);
    const customer = await createCustomer();
    expect((await call('/admin/api/audit', { headers: bearer(await login(customer.email)) })).status).toBe(403);
  });

  it('lists entries newest first with the actor, filtered, page by page', async () => {
    const operator = await operatorSession();
    const other = await operatorSession();
    const ids = [
      await insertEntry(operator.customerId, 'customer.deactivated', 'a1'),
      await insertEntry(operator.customerId, 'customer.reactivated', 'a1'),
      await insertEntry(operator.customerId, 'customer.deactivated', 'a2'),
    ];
    await insertEntry(other.customerId, 'customer.deactivated', 'a1');
    const get = (query: string) => call(`/admin/api/audit?${query}`, { headers: bearer(operator) }).then((response) => json<AuditAnswer>(response));

    const first = await get(`actor=${operator.customerId}&action=customer.deactivated&limit=1`);
    expect(first.entries).toEqual([
      {
        id: ids[2],
        at: expect.any(String),
        requestId: 'req-1',
        actor: { customerId: operator.customerId, email: operator.email },
        action: 'customer.deactivated',
        subjectType: 'customer',
        subjectId: 'a2',
        before: { a: 1 },
        after: { a: 2 },
      },
    ]);
    expect(first.nextBefore).toBe(ids[2]);
    const second = await get(`actor=${operator.customerId}&action=customer.deactivated&limit=1&before=${first.nextBefore}`);
    expect(second.entries.map((entry) => entry.id)).toEqual([ids[0]]);
    const last = await get(`actor=${operator.customerId}&action=customer.deactivated&limit=1&before=${second.nextBefore}`);
    expect(last).toEqual({ entries: [], nextBefore: null });

    const bySubject = await get(`actor=${operator.customerId}&subjectType=customer&subjectId=a1`);
    expect(bySubject.entries.map((entry) => entry.id)).toEqual([ids[1], ids[0]]);
    expect(bySubject.nextBefore).toBeNull();
    const everyone = await get('subjectType=customer&subjectId=a1&action=customer.deactivated');
    expect(everyone.entries.map((entry) => entry.actor.customerId).sort()).toEqual([operator.customerId, other.customerId].sort());
  });

  it('shows an operator action once it happened', async () => {
    const operator = await operatorSession();
    const customer = await createCustomer();
    expect((await call(`/admin/api/customers/${customer.id}/deactivate`, { method: 'POST', headers: bearer(operator), json: { reason: 'Spam' } })).status).toBe(200);
    const answer = await json<AuditAnswer>(await call(`/admin/api/audit?subjectType=customer&subjectId=${customer.id}`, { headers: bearer(operator) }));
    expect(answer.entries).toHaveLength(1);
    expect(answer.entries[0]).toMatchObject({ action: 'customer.deactivated', actor: { customerId: operator.customerId }, after: { reason: 'Spam' } });
  });

  it('answers 400 for bad filters', async () => {
    const operator = await operatorSession();
    for (const query of ['limit=101', 'limit=0', 'actor=abc', 'subjectType=planet', 'before=-1', 'action=DROP%20TABLE', `subjectId=${'x'.repeat(81)}`]) {
      const response = await call(`/admin/api/audit?${query}`, { headers: bearer(operator) });
      expect(response.status, query).toBe(400);
    }
  });

  it('is append-only: D1 refuses UPDATE and DELETE of entries', async () => {
    const operator = await operatorSession();
    const id = await insertEntry(operator.customerId, 'customer.unlocked', 'immutable');
    await expect(env.DB.prepare("UPDATE audit_log SET action = 'customer.tampered' WHERE id = ?").bind(id).run()).rejects.toThrow();
    await expect(env.DB.prepare('DELETE FROM audit_log WHERE id = ?').bind(id).run()).rejects.toThrow();
    expect(await env.DB.prepare('SELECT action FROM audit_log WHERE id = ?').bind(id).first()).toEqual({ action: 'customer.unlocked' });
  });
});
