/** The security event log: append-only in D1 (triggers), one JSON log line per event, and the events the routes record. */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '../../worker/db/client.ts';
import { recordSecurityEvent } from '../../worker/services/security-events.ts';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { createAuction } from './auction-fixtures.ts';
import { call, json } from './helpers.ts';
import { operatorSession } from './operator-helpers.ts';
import { createMerchant, sell, soldListing } from './order-fixtures.ts';

interface EventRow {
  type: string;
  outcome: string;
  request_id: string | null;
  actor_customer_id: number | null;
  subject_customer_id: number | null;
  client_key_hash: string | null;
  details: string;
}

async function eventsOf(requestId: string | null): Promise<EventRow[]> {
  const rows = await env.DB.prepare('SELECT * FROM security_events WHERE request_id = ? ORDER BY id').bind(requestId).all<EventRow>();
  return rows.results;
}

/** An operator who passed the second factor (its /admin/api calls are open). */
const operator = async (): Promise<Session & { id: number }> => {
  const admin = await operatorSession();
  return { ...admin, id: admin.customerId };
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('security_events table', () => {
  it('refuses to change or remove a recorded event', async () => {
    await recordSecurityEvent(createDb(env.DB), { type: 'sign_in_failed', outcome: 'failure', requestId: 'append-only-test', details: { reason: 'x' } });
    const row = await env.DB.prepare("SELECT id FROM security_events WHERE request_id = 'append-only-test'").first<{ id: number }>();
    expect(row).not.toBeNull();
    await expect(env.DB.prepare("UPDATE security_events SET outcome = 'success' WHERE id = ?").bind(row?.id).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare('DELETE FROM security_events WHERE id = ?').bind(row?.id).run()).rejects.toThrow(/append-only/);
    expect(await env.DB.prepare('SELECT outcome FROM security_events WHERE id = ?').bind(row?.id).first()).toEqual({ outcome: 'failure' });
  });

  it('writes one structured JSON line per event, with ids only', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    await recordSecurityEvent(createDb(env.DB), { type: 'merchant_blocked', outcome: 'success', requestId: 'log-line-test', actorCustomerId: 1, subjectCustomerId: 2 });
    const line = JSON.parse(lines.find((text) => text.includes('log-line-test')) ?? '{}');
    expect(line).toMatchObject({ log: 'security_event', requestId: 'log-line-test', type: 'merchant_blocked', outcome: 'success', actor: 1, subject: 2 });
  });
});

describe('recorded events', () => {
  it('a failed sign-in: request id, the account as subject, a client hash, and no address or password anywhere', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const { id, email } = await createCustomer();
    const response = await call('/public/customer/auth/login', { method: 'POST', headers: { 'CF-Connecting-IP': '198.51.100.7' }, json: { email, password: 'Wrong1234' } });
    expect(response.status).toBe(401);
    const [event] = await eventsOf(response.headers.get('X-Request-Id'));
    expect(event).toMatchObject({ type: 'sign_in_failed', outcome: 'failure', subject_customer_id: id, actor_customer_id: null });
    expect(event?.client_key_hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const everything = JSON.stringify(event) + lines.join('\n');
    for (const secret of [email, 'Wrong1234', '198.51.100.7']) expect(everything).not.toContain(secret);
  });

  it('a throttled sign-in (a sixth try of one client while it has to wait)', async () => {
    const { id, email } = await createCustomer();
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) last = await call('/public/customer/auth/login', { method: 'POST', headers: { 'CF-Connecting-IP': '10.9.0.1' }, json: { email, password: 'Wrong1234' } });
    expect(last?.status).toBe(429);
    expect(await eventsOf(last?.headers.get('X-Request-Id') ?? null)).toEqual([expect.objectContaining({ type: 'sign_in_throttled', outcome: 'refused', subject_customer_id: id })]);
  });

  it('a reused refresh token', async () => {
    const { id, email } = await createCustomer();
    const session = await login(email);
    await call('/public/customer/auth/refresh', { method: 'POST', json: { refresh_token: session.refreshToken } });
    // Past the grace window for concurrent tabs, the old token counts as stolen.
    await env.DB.prepare('UPDATE refresh_tokens SET rotated_at = rotated_at - 60000 WHERE customer_id = ?').bind(id).run();
    const reuse = await call('/public/customer/auth/refresh', { method: 'POST', json: { refresh_token: session.refreshToken } });
    expect(await json(reuse)).toMatchObject({ error: { code: 'refresh_reused' } });
    expect(await eventsOf(reuse.headers.get('X-Request-Id'))).toEqual([expect.objectContaining({ type: 'refresh_token_reused', outcome: 'refused', subject_customer_id: id })]);
  });

  it('an operator’s merchant review, block and unblock, with the operator as actor', async () => {
    const admin = await operator();
    const dealer = await createMerchant();
    const merchantId = (await env.DB.prepare('SELECT id FROM merchants WHERE customer_id = ?').bind(dealer.id).first<{ id: number }>())?.id;
    const steps = [
      { path: 'review', body: { accepted: false }, type: 'merchant_reviewed' },
      { path: 'block', body: { blocked: true }, type: 'merchant_blocked' },
      { path: 'block', body: { blocked: false }, type: 'merchant_unblocked' },
    ];
    for (const step of steps) {
      const response = await call(`/admin/api/merchants/${merchantId}/${step.path}`, { method: 'PUT', headers: bearer(admin), json: step.body });
      expect(response.status, step.type).toBe(200);
      const [event] = await eventsOf(response.headers.get('X-Request-Id'));
      expect(event, step.type).toMatchObject({ type: step.type, outcome: 'success', actor_customer_id: admin.id, subject_customer_id: dealer.id });
      expect(JSON.parse(event?.details ?? '{}')).toMatchObject({ merchantId });
    }
  });

  it('an operator’s order decisions', async () => {
    const admin = await operator();
    const buyer = await createMerchant();
    const seller = await createCustomer({ profileType: 'COMMERCIAL' });
    const { orderId } = await sell({ productId: await soldListing(seller.id), buyerId: buyer.id, sellerId: seller.id });
    const paid = await call(`/admin/api/orders/${orderId}/paid`, { method: 'POST', headers: bearer(admin) });
    expect(paid.status).toBe(200);
    expect(await eventsOf(paid.headers.get('X-Request-Id'))).toEqual([
      expect.objectContaining({ type: 'order_marked_paid', actor_customer_id: admin.id, subject_customer_id: buyer.id, details: JSON.stringify({ orderId }) }),
    ]);
  });

  it('an operator publishing an ad', async () => {
    const admin = await operator();
    const seller = await createCustomer();
    const { productId, auctionId } = await createAuction({ sellerId: seller.id, status: 'under_review', startsAt: null, endingAt: null });
    const response = await call(`/admin/api/products/${productId}/publish`, { method: 'POST', headers: bearer(admin) });
    const [event] = await eventsOf(response.headers.get('X-Request-Id'));
    expect(event).toMatchObject({ type: 'ad_published', actor_customer_id: admin.id, outcome: response.status === 200 ? 'success' : 'refused' });
    expect(JSON.parse(event?.details ?? '{}')).toMatchObject({ productId, auctionId });
    expect(response.status).toBe(200);
  });
});
