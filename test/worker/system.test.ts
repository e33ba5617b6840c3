import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, json } from './helpers.ts';

describe('system calls', () => {
  it('GET /health answers ok with a request id', async () => {
    const response = await call('/health');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ status: 'ok' });
    expect(response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('echoes a well-formed client request id and replaces a hostile one', async () => {
    const echoed = await call('/health', { headers: { 'X-Request-Id': 'client-req-12345' } });
    expect(echoed.headers.get('X-Request-Id')).toBe('client-req-12345');
    const replaced = await call('/health', { headers: { 'X-Request-Id': '<script>alert(1)</script>' } });
    expect(replaced.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('GET /ready checks D1, a Durable Object round trip and R2', async () => {
    const response = await call('/ready');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({
      status: 'ready',
      checks: { d1: 'ok', durable_object: 'ok', r2: 'ok' },
      failed: [],
    });
  });

  it('GET /version.json answers a tag and is not cached', async () => {
    const response = await call('/version.json');
    const body = await json<{ tag: string }>(response);
    expect(body.tag.length).toBeGreaterThan(0);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('POST /public/time answers the server clock', async () => {
    const before = Date.now();
    const body = await json<{ time: number; iso: string }>(await call('/public/time', { method: 'POST' }));
    expect(body.time).toBeGreaterThanOrEqual(before);
    expect(new Date(body.iso).getTime()).toBe(body.time);
  });

  it('GET /public/settings/{key} answers a stored value and 404 for unknown keys', async () => {
    await env.DB.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('system_bar', 'true')").run();
    expect(await json(await call('/public/settings/system_bar'))).toEqual({ key: 'system_bar', value: true });
    const missing = await call('/public/settings/no_such_key');
    expect(missing.status).toBe(404);
    expect(await json(missing)).toMatchObject({ error: { code: 'setting_not_found' } });
    const hostile = await call('/public/settings/%3Cscript%3E');
    expect(hostile.status).toBe(400);
  });
});
