/** Session cookies (`__Host-`, Secure), token transport per client kind, and the cross-site refusal of sign-in calls. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { cookieName, cookiesAreSecure } from '../../worker/lib/auth-cookies.ts';
import { cookieHeader, createCustomer, lastMail, PASSWORD } from './accounts-helpers.ts';
import { call, json, setCookies } from './helpers.ts';

const HTTPS = 'https://localhost';
const loginBody = (email: string) => ({ method: 'POST', json: { email, password: PASSWORD } }) as const;

describe('cookie security rule', () => {
  it('is Secure with the __Host- prefix everywhere but on plain-http development servers', () => {
    expect(cookiesAreSecure('production', 'http:')).toBe(true);
    expect(cookiesAreSecure(undefined, 'http:')).toBe(true);
    expect(cookiesAreSecure('staging', 'http:')).toBe(true);
    expect(cookiesAreSecure('development', 'https:')).toBe(true);
    expect(cookiesAreSecure('development', 'http:')).toBe(false);
    expect(cookiesAreSecure('test', 'http:')).toBe(true);
    expect(cookieName('refresh', true)).toBe('__Host-cm24_rt');
    expect(cookieName('csrf', false)).toBe('cm24_csrf');
  });
});

describe('session cookies over https', () => {
  it('are __Host- prefixed, Secure, httpOnly, on / and without Domain', async () => {
    const { email } = await createCustomer();
    const response = await call(`${HTTPS}/public/customer/auth/login`, loginBody(email));
    expect(response.status).toBe(200);
    const session = response.headers.getSetCookie().filter((header) => header.startsWith('__Host-'));
    expect(session.map((header) => header.split('=')[0]).filter((name) => name?.startsWith('__Host-cm24_')).sort()).toEqual(['__Host-cm24_at', '__Host-cm24_kb', '__Host-cm24_rt']);
    for (const header of session) {
      expect(header).toMatch(/; Secure/);
      expect(header).toMatch(/; HttpOnly/);
      expect(header).toMatch(/; Path=\//);
      expect(header).not.toMatch(/Domain=/i);
    }
    const cookies = setCookies(response);
    expect((await call(`${HTTPS}/private/customer/auth/user`, { headers: { Cookie: cookieHeader({ '__Host-cm24_at': cookies['__Host-cm24_at'] ?? '' }) } })).status).toBe(200);
  });

  it('ignore an unprefixed cookie, which any subdomain or plain-http page could have planted', async () => {
    const { email } = await createCustomer();
    const cookies = setCookies(await call(`${HTTPS}/public/customer/auth/login`, loginBody(email)));
    const planted = { Cookie: cookieHeader({ cm24_at: cookies['__Host-cm24_at'] ?? '' }) };
    expect((await call(`${HTTPS}/private/customer/auth/user`, { headers: planted })).status).toBe(401);
  });

  it('include the CSRF cookie', async () => {
    const response = await call(`${HTTPS}/public/auth/csrf-token`);
    const header = response.headers.getSetCookie().find((h) => h.startsWith('__Host-cm24_csrf='));
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/SameSite=Strict/);
  });
});

describe('refresh for cookie clients', () => {
  it('rotates the cookies and keeps the refresh token out of the body', async () => {
    const { email } = await createCustomer();
    const first = setCookies(await call('/public/customer/auth/login', loginBody(email)));
    const response = await call('/public/customer/auth/refresh', { method: 'POST', headers: { Cookie: cookieHeader({ cm24_rt: first.cm24_rt ?? '' }) }, json: {} });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).not.toHaveProperty('refresh_token');
    expect(body).not.toHaveProperty('access_token');
    expect(body.access_expires_at).toEqual(expect.any(Number));
    const rotated = setCookies(response);
    expect(rotated.cm24_rt).toBeTruthy();
    expect(rotated.cm24_rt).not.toBe(first.cm24_rt);
  });
});

describe('sign-in calls from another site (login CSRF)', () => {
  it('refuse a login a cross-site page sends, and record it', async () => {
    const { email } = await createCustomer();
    const response = await call('/public/customer/auth/login', { ...loginBody(email), headers: { 'Sec-Fetch-Site': 'cross-site', 'X-Locale': 'en' } });
    expect(response.status).toBe(403);
    expect(await json(response)).toMatchObject({ error: { code: 'cross_site_refused', message: expect.stringMatching(/another website/) } });
    expect(setCookies(response)).not.toHaveProperty('cm24_at');
    const requestId = response.headers.get('X-Request-Id');
    const event = await env.DB.prepare("SELECT type FROM security_events WHERE request_id = ? AND type = 'cross_site_refused'").bind(requestId).first();
    expect(event).not.toBeNull();
  });

  it('refuse a foreign Origin (also without Sec-Fetch-Site), an opaque one, and a sibling site', async () => {
    const { email } = await createCustomer();
    for (const origin of ['https://evil.example', 'null']) {
      const response = await call('/public/customer/auth/login', { ...loginBody(email), headers: { Origin: origin } });
      expect(response.status, origin).toBe(403);
    }
    const sibling = await call('/public/customer/auth/login', { ...loginBody(email), headers: { Origin: 'http://shop.localhost', 'Sec-Fetch-Site': 'same-site' } });
    expect(sibling.status).toBe(403);
  });

  it('accept the site’s own pages and clients that send neither header', async () => {
    const { email } = await createCustomer();
    const sameOrigin = await call('/public/customer/auth/login', { ...loginBody(email), headers: { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' } });
    expect(sameOrigin.status).toBe(200);
    expect((await call('/public/customer/auth/login', loginBody(email))).status).toBe(200);
  });

  it('refuse a cross-site sign-in link exchange without using up the link', async () => {
    const { email } = await createCustomer();
    await call('/public/customer/passwordless/request', { method: 'POST', json: { email } });
    const token = (await lastMail(email))?.token;
    const forged = await call(`/public/product/passwordless/${token}`, { method: 'POST', headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } });
    expect(forged.status).toBe(403);
    // The refusal is logged with the route's pattern, never the link's token.
    const logged = await env.DB.prepare('SELECT details FROM security_events WHERE request_id = ?').bind(forged.headers.get('X-Request-Id')).first<{ details: string }>();
    expect(JSON.parse(logged?.details ?? '{}')).toEqual({ path: '/public/product/passwordless/:token' });
    const genuine = await call(`/public/product/passwordless/${token}`, { method: 'POST', headers: { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' } });
    expect(genuine.status).toBe(200);
  });

  it('refuse cross-site sign-up and verification', async () => {
    const crossSite = { 'Sec-Fetch-Site': 'cross-site' };
    const signup = await call('/public/customer/auth/signup', {
      method: 'POST',
      headers: crossSite,
      json: { email: 'x-site@example.com', password: 'Camper2026', name: 'A', surname: 'B', profileType: 'PRIVATE', acceptTerms: true },
    });
    expect(signup.status).toBe(403);
    expect(await env.DB.prepare("SELECT id FROM customers WHERE email = 'x-site@example.com'").first()).toBeNull();
    expect((await call('/public/customer/verify-email', { method: 'POST', headers: crossSite, json: { token: 'a'.repeat(43) } })).status).toBe(403);
  });
});
