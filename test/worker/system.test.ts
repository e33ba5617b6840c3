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
      checks: { d1: 'ok', durable_object: 'ok', r2: 'ok', auth_secret: 'ok' },
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

describe('readiness when a dependency is missing', () => {
  it('names a missing signing secret while /health still answers', async () => {
    const { createApp } = await import('../../worker/app.ts');
    const withoutSecret = { ...env, AUTH_SECRET: undefined } as unknown as typeof env;
    const app = createApp();
    expect((await app.fetch(new Request('http://localhost/health'), withoutSecret)).status).toBe(200);
    const ready = await app.fetch(new Request('http://localhost/ready'), withoutSecret);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ failed: ['auth_secret'] });
  });

  it('answers 503 and names the failed check', async () => {
    const { createApp } = await import('../../worker/app.ts');
    const withoutR2 = { ...env, MEDIA: undefined } as unknown as typeof env;
    const response = await createApp().fetch(new Request('http://localhost/ready'), withoutR2);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      checks: { d1: 'ok', durable_object: 'ok', r2: 'failed', auth_secret: 'ok' },
      failed: ['r2'],
    });
  });
});

describe('locale of API messages', () => {
  const invalid = (init: RequestInit = {}, url = '/public/newsletter/subscribe') =>
    call(url, { ...init, method: 'POST', json: { email: 'nope' } });

  it('follows the host, then X-Locale, then the cookie, else German', async () => {
    const message = async (response: Response) => ((await json(response)) as { error: { message: string } }).error.message;
    expect(await message(await invalid({}, 'https://campermarkt24.nl/public/newsletter/subscribe'))).toBe(
      (await import('../../client/i18n/nl.json')).errors.validation_failed,
    );
    expect(await message(await invalid({ headers: { 'X-Locale': 'en' } }))).toBe('Please check your entries.');
    expect(await message(await invalid({ headers: { Cookie: 'i18n_locale=pl' } }))).toBe(
      (await import('../../client/i18n/pl.json')).errors.validation_failed,
    );
    expect(await message(await invalid())).toBe('Bitte prüfen Sie Ihre Eingaben.');
  });
});
