/** Operator settings: access, validation, conditional updates with their audit entry, and the public allow-list. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { operatorSession, type Operator } from './operator-helpers.ts';

interface SettingView {
  key: string;
  value: unknown;
  updatedAt: number | null;
}

interface ErrorAnswer {
  error: { code: string; fields?: Record<string, string> };
  changed?: { value: unknown; updatedAt: number | null };
}

const put = (operator: Operator | null, key: string, body: unknown) =>
  call(`/admin/api/settings/${key}`, { method: 'PUT', headers: operator ? bearer(operator) : {}, json: body });

/** Stores a known value with a known updatedAt, so each test starts from its own state. */
async function store(key: string, value: unknown, updatedAt: number): Promise<void> {
  await env.DB.prepare('INSERT OR REPLACE INTO settings (key, value, updated_at) VALUES (?, ?, ?)').bind(key, JSON.stringify(value), updatedAt).run();
}

async function stored(key: string) {
  return env.DB.prepare('SELECT value, updated_at FROM settings WHERE key = ?').bind(key).first<{ value: string; updated_at: number }>();
}

async function auditRows(actorId: number) {
  const { results } = await env.DB.prepare("SELECT action, subject_type, subject_id, before, after FROM audit_log WHERE actor_customer_id = ? AND action = ? ORDER BY id")
    .bind(actorId, 'setting.updated')
    .all<{ action: string; subject_type: string; subject_id: string; before: string; after: string }>();
  return results;
}

describe('access', () => {
  it('answers 401 to anonymous callers and 403 to customers, changing nothing', async () => {
    await store('system_bar', false, 1_000);
    const { email } = await createCustomer();
    const customer = await login(email);
    expect((await call('/admin/api/settings')).status).toBe(401);
    expect((await call('/admin/api/settings', { headers: bearer(customer) })).status).toBe(403);
    expect((await put(null, 'system_bar', { value: true, updatedAt: 1_000 })).status).toBe(401);
    expect((await call('/admin/api/settings/system_bar', { method: 'PUT', headers: bearer(customer), json: { value: true, updatedAt: 1_000 } })).status).toBe(403);
    expect(await stored('system_bar')).toEqual({ value: 'false', updated_at: 1_000 });
  });
});

describe('GET /admin/api/settings', () => {
  it('lists every allow-listed key, with its default while none is stored, and nothing else', async () => {
    const operator = await operatorSession();
    await env.DB.prepare("DELETE FROM settings WHERE key = 'system_bar_message'").run();
    await store('system_bar', true, 2_000);
    await store('internal_switch', 'secret', 2_000);
    const { settings } = await json<{ settings: SettingView[] }>(await call('/admin/api/settings', { headers: bearer(operator) }));
    expect(settings).toEqual([
      { key: 'system_bar', value: true, updatedAt: 2_000 },
      { key: 'system_bar_message', value: {}, updatedAt: null },
    ]);
  });
});

describe('PUT /admin/api/settings/{key}', () => {
  it('refuses an invalid value with field messages and stores nothing', async () => {
    const operator = await operatorSession();
    await store('system_bar_message', { de: 'Alt' }, 3_000);
    const tooLong = await put(operator, 'system_bar_message', { value: { de: 'Neu', en: 'x'.repeat(301) }, updatedAt: 3_000 });
    expect(tooLong.status).toBe(400);
    const body = await json<ErrorAnswer>(tooLong);
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields ?? {})).toEqual(['value.en']);
    const notBoolean = await put(operator, 'system_bar', { value: 'yes', updatedAt: null });
    expect(notBoolean.status).toBe(400);
    expect((await json<ErrorAnswer>(notBoolean)).error.fields).toHaveProperty('value');
    expect((await put(operator, 'system_bar', { value: true })).status).toBe(400);
    expect(await stored('system_bar_message')).toEqual({ value: JSON.stringify({ de: 'Alt' }), updated_at: 3_000 });
    expect(await auditRows(operator.customerId)).toEqual([]);
  });

  it('answers 404 for a key outside the allow-list, even when a row exists', async () => {
    const operator = await operatorSession();
    await store('internal_switch', 'secret', 4_000);
    const response = await put(operator, 'internal_switch', { value: 'changed', updatedAt: 4_000 });
    expect(response.status).toBe(404);
    expect((await json<ErrorAnswer>(response)).error.code).toBe('setting_not_found');
    expect(await stored('internal_switch')).toEqual({ value: '"secret"', updated_at: 4_000 });
  });

  it('stores the value, writes one audit entry with before and after, and serves it publicly', async () => {
    const operator = await operatorSession();
    await store('system_bar', false, 5_000);
    const response = await put(operator, 'system_bar', { value: true, updatedAt: 5_000 });
    expect(response.status).toBe(200);
    const saved = await json<SettingView>(response);
    expect(saved).toMatchObject({ key: 'system_bar', value: true });
    expect(saved.updatedAt).toBeGreaterThan(5_000);
    expect(await stored('system_bar')).toEqual({ value: 'true', updated_at: saved.updatedAt });
    expect(await auditRows(operator.customerId)).toEqual([
      { action: 'setting.updated', subject_type: 'setting', subject_id: 'system_bar', before: '{"value":false}', after: '{"value":true}' },
    ]);
    expect(await json(await call('/public/settings/system_bar'))).toEqual({ key: 'system_bar', value: true });
  });

  it('creates a value that was not stored yet when the operator read none', async () => {
    const operator = await operatorSession();
    await env.DB.prepare("DELETE FROM settings WHERE key = 'system_bar_message'").run();
    const response = await put(operator, 'system_bar_message', { value: { de: ' Wartung ', cs: '' }, updatedAt: null });
    expect(response.status).toBe(200);
    expect(await json(await call('/public/settings/system_bar_message'))).toEqual({ key: 'system_bar_message', value: { de: 'Wartung' } });
    expect(await auditRows(operator.customerId)).toMatchObject([{ before: '{"value":{}}', after: '{"value":{"de":"Wartung"}}' }]);
  });

  it('answers 409 with the current value when the value changed since the operator read it', async () => {
    const operator = await operatorSession();
    await store('system_bar', true, 6_500);
    const response = await put(operator, 'system_bar', { value: false, updatedAt: 6_000 });
    expect(response.status).toBe(409);
    const body = await json<ErrorAnswer>(response);
    expect(body.error.code).toBe('conflict');
    expect(body.changed).toEqual({ value: true, updatedAt: 6_500 });
    expect(await stored('system_bar')).toEqual({ value: 'true', updated_at: 6_500 });
    expect(await auditRows(operator.customerId)).toEqual([]);
  });

  it('lets exactly one of two operators saving at once win; the other gets 409', async () => {
    const [first, second] = await Promise.all([operatorSession(), operatorSession()]);
    await store('system_bar_message', { de: 'Alt' }, 7_000);
    const responses = await Promise.all([
      put(first, 'system_bar_message', { value: { de: 'Erste' }, updatedAt: 7_000 }),
      put(second, 'system_bar_message', { value: { de: 'Zweite' }, updatedAt: 7_000 }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const winner = responses[0]?.status === 200 ? { operator: first, text: 'Erste' } : { operator: second, text: 'Zweite' };
    const loser = winner.operator === first ? second : first;
    expect(JSON.parse((await stored('system_bar_message'))?.value ?? 'null')).toEqual({ de: winner.text });
    expect(await auditRows(winner.operator.customerId)).toHaveLength(1);
    expect(await auditRows(loser.customerId)).toEqual([]);
  });
});

describe('GET /public/settings/{key}', () => {
  it('serves allow-listed keys only, with their default while none is stored', async () => {
    await store('internal_switch', 'secret', 8_000);
    const hidden = await call('/public/settings/internal_switch');
    expect(hidden.status).toBe(404);
    expect((await json<ErrorAnswer>(hidden)).error.code).toBe('setting_not_found');
    await env.DB.prepare("DELETE FROM settings WHERE key = 'system_bar'").run();
    expect(await json(await call('/public/settings/system_bar'))).toEqual({ key: 'system_bar', value: false });
  });
});

describe('the storefront system bar', () => {
  it("shows the operator's message in the page's language, German where the language has none", async () => {
    const operator = await operatorSession();
    await store('system_bar', false, 9_000);
    await store('system_bar_message', {}, 9_000);
    expect((await put(operator, 'system_bar_message', { value: { de: 'Wartung heute Nacht', en: 'Maintenance tonight' }, updatedAt: 9_000 })).status).toBe(200);
    expect(await (await call('/en/about-us')).text()).not.toContain('class="system-bar"');
    expect((await put(operator, 'system_bar', { value: true, updatedAt: 9_000 })).status).toBe(200);
    const english = await (await call('/en/about-us')).text();
    expect(english).toMatch(/class="system-bar"[^>]*><span>Maintenance tonight</);
    expect(await (await call('/nl/over-ons')).text()).toMatch(/class="system-bar"[^>]*><span>Wartung heute Nacht</);
  });
});
