import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCustomer, login, type Session } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { type Operator, operatorSession } from './operator-helpers.ts';

const COLLECT = '/public/user-action-log/collect';

interface Row {
  action: string;
  context: string | null;
  customer_id: number | null;
  uuid: string | null;
  product_entity_id: number | null;
}

const rowsOf = async (column: 'uuid' | 'customer_id', value: string | number) =>
  (await env.DB.prepare(`SELECT action, context, customer_id, uuid, product_entity_id FROM user_action_logs WHERE ${column} = ? ORDER BY id`).bind(value).all<Row>()).results;

let operator: Operator;
let customer: Session & { id: number };

beforeAll(async () => {
  operator = await operatorSession();
  const created = await createCustomer();
  customer = { ...(await login(created.email)), id: created.id };
});

describe('POST /public/user-action-log/collect with a batch', () => {
  it('logs the browser’s queued actions under its own visitor cookie', async () => {
    const visitor = crypto.randomUUID();
    const actions = [
      { action: 'catalog_filter', context: 'catalog', product_entity_id: null },
      { action: 'watch_added', context: 'catalog-product-id', product_entity_id: 42 },
    ];
    const response = await call(COLLECT, { method: 'POST', headers: { Cookie: `cm24-uuid=${visitor}` }, json: { actions } });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ logged: true, count: 2 });
    expect(await rowsOf('uuid', visitor)).toEqual([
      { action: 'catalog_filter', context: 'catalog', customer_id: null, uuid: visitor, product_entity_id: null },
      { action: 'watch_added', context: 'catalog-product-id', customer_id: null, uuid: visitor, product_entity_id: 42 },
    ]);
  });

  it('logs a full batch of 20 in one go (more rows than one statement can bind)', async () => {
    const visitor = crypto.randomUUID();
    const actions = Array.from({ length: 20 }, (_, index) => ({ action: 'view_product', context: 'catalog-product-id', product_entity_id: index + 1 }));
    const response = await call(COLLECT, { method: 'POST', headers: { Cookie: `cm24-uuid=${visitor}` }, json: { actions } });
    expect(response.status).toBe(201);
    expect((await rowsOf('uuid', visitor)).map((row) => row.product_entity_id)).toEqual(actions.map((action) => action.product_entity_id));
  });

  it('names the signed-in customer, never another one', async () => {
    const response = await call(COLLECT, {
      method: 'POST',
      headers: bearer(customer),
      json: { actions: [{ action: 'bid_started', context: 'catalog-product-id', product_entity_id: 7 }, { action: 'search_saved', customer_id: customer.id + 1 }] },
    });
    expect(response.status).toBe(201);
    const rows = await rowsOf('customer_id', customer.id);
    expect(rows.map((row) => row.action)).toEqual(['bid_started']);
  });

  it('logs nothing for a browser without a visitor cookie or account', async () => {
    const response = await call(COLLECT, { method: 'POST', json: { actions: [{ action: 'catalog_search', context: 'catalog' }] } });
    expect(await json(response)).toEqual({ logged: false });
  });

  it('refuses unknown or server-side actions, empty and oversized batches with a 400 and stores nothing', async () => {
    const visitor = crypto.randomUUID();
    const headers = { Cookie: `cm24-uuid=${visitor}` };
    const bodies = [
      { action: 'drop_table' },
      { action: 'logout' },
      { actions: [] },
      { actions: Array.from({ length: 21 }, () => ({ action: 'catalog_filter' })) },
      { actions: [{ action: 'catalog_filter', context: 'x'.repeat(501) }] },
    ];
    for (const body of bodies) {
      const response = await call(COLLECT, { method: 'POST', headers, json: body });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: { code: 'validation_failed' } });
    }
    expect(await rowsOf('uuid', visitor)).toEqual([]);
  });
});

describe('GET /admin/api/user-actions', () => {
  it('shows operators the actions with counts, without the visitor id', async () => {
    const visitor = crypto.randomUUID();
    await call(COLLECT, { method: 'POST', headers: { Cookie: `cm24-uuid=${visitor}` }, json: { actions: [{ action: 'valuation_finished', context: 'valuation-motorhome-success' }] } });
    const response = await call('/admin/api/user-actions?action=valuation_finished', { headers: bearer(operator) });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(visitor);
    const body = JSON.parse(text) as { counts: { action: string; count: number }[]; items: { action: string; context: string; visitor: boolean; customerId: number | null }[] };
    expect(body.items[0]).toMatchObject({ action: 'valuation_finished', context: 'valuation-motorhome-success', visitor: true, customerId: null });
    expect(body.items.every((item) => item.action === 'valuation_finished')).toBe(true);
    expect(body.counts.find((row) => row.action === 'valuation_finished')?.count).toBeGreaterThanOrEqual(1);
  });

  it('is for operators only and refuses an unknown action filter', async () => {
    expect((await call('/admin/api/user-actions', { headers: bearer(customer) })).status).toBe(403);
    expect((await call('/admin/api/user-actions?action=nope', { headers: bearer(operator) })).status).toBe(400);
  });
});
