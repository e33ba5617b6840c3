/** The visitor cookie is the anonymous drafts' credential: httpOnly, Secure on https, never answered and never logged. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, json } from './helpers.ts';

/** The Set-Cookie lines of a response for one cookie name. */
function cookieLines(response: Response, name: string): string[] {
  return response.headers.getSetCookie().filter((line) => line.startsWith(`${name}=`));
}

describe('cm24-uuid', () => {
  it('is set httpOnly and SameSite=Lax for a new visitor, and Secure over https', async () => {
    const plain = cookieLines(await call('/health'), 'cm24-uuid');
    expect(plain).toHaveLength(1);
    expect(plain[0]).toMatch(/; HttpOnly/);
    expect(plain[0]).toMatch(/; SameSite=Lax/);
    const secure = cookieLines(await call('https://localhost/health'), 'cm24-uuid');
    expect(secure).toHaveLength(1);
    expect(secure[0]).toMatch(/; HttpOnly/);
    expect(secure[0]).toMatch(/; Secure/);
  });

  it('is set again with the flags by the visitor registration, so an older script-readable cookie is upgraded', async () => {
    const id = '2a1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
    const response = await call('https://localhost/public/customer/cookie/get', { method: 'POST', headers: { Cookie: `cm24-uuid=${id}` } });
    expect(response.status).toBe(200);
    const lines = cookieLines(response, 'cm24-uuid');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^cm24-uuid=${id}; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax$`));
  });

  it('is never in an answer: the visitor registration keeps the member but not the value', async () => {
    const id = '3a1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
    const response = await call('/public/customer/cookie/get', { method: 'POST', headers: { Cookie: `cm24-uuid=${id}` } });
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ uuid: null });
    expect(text).not.toContain(id);
    // A new visitor gets the cookie once, from the middleware only.
    expect(cookieLines(await call('/public/customer/cookie/get', { method: 'POST' }), 'cm24-uuid')).toHaveLength(1);
  });

  it('is dropped from the access log even when a client sends it', async () => {
    const id = '4a1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
    const response = await call('/access-logs/collect', {
      method: 'POST',
      json: { url: '/en/sell', cookies: { 'cm24-uuid': id, 'X-Session-Id': 's-1', tap_rc: 'partner' } },
    });
    expect(response.status).toBe(201);
    const row = await env.DB.prepare('SELECT cookies FROM access_logs ORDER BY id DESC LIMIT 1').first<{ cookies: string }>();
    expect(JSON.parse(row?.cookies ?? '{}')).toEqual({ 'X-Session-Id': 's-1', tap_rc: 'partner' });
    expect(row?.cookies).not.toContain(id);
  });

  it('still opens the anonymous draft it was set for', async () => {
    const id = crypto.randomUUID();
    const created = await call('/public/product/create', { method: 'POST', headers: { Cookie: `cm24-uuid=${id}` }, json: { productType: 'motorhome' } });
    expect(created.status).toBe(201);
    const { entityId } = await json<{ entityId: number }>(created);
    expect((await call(`/public/product/get/${entityId}`, { headers: { Cookie: `cm24-uuid=${id}` } })).status).toBe(200);
  });
});
