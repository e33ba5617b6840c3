import { env } from 'cloudflare:workers';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AUDIENCE, ISSUER, signAccessToken } from '../../worker/services/auth/access-token.ts';
import { createDb } from '../../worker/db/client.ts';
import { refreshSession, ROTATION_GRACE_MS, startSession } from '../../worker/services/auth/sessions.ts';
import { bearer, cookieHeader, cookieLogin, createCustomer, lastMail, login, PASSWORD, uniqueEmail } from './accounts-helpers.ts';
import { call, json, setCookies } from './helpers.ts';
import { adminWithoutSecondFactor, operatorSession } from './operator-helpers.ts';

const secret = () => env.AUTH_SECRET as string;
const sessionCookieNames = (cookies: Record<string, string>) => Object.keys(cookies).filter((name) => name.startsWith('cm24_')).sort();
const me = (headers: Record<string, string>) => call('/private/customer/auth/user', { headers });

describe('sign-up and e-mail verification', () => {
  it('creates an unverified customer, mails a link, and verifies once', async () => {
    const email = uniqueEmail('signup');
    const response = await call('/public/customer/auth/signup', {
      method: 'POST',
      headers: { 'X-Locale': 'en' },
      json: { email, password: 'Camper2026', name: 'Lena', surname: 'Hoffmann', profileType: 'PRIVATE', acceptTerms: true },
    });
    expect(response.status).toBe(201);
    const row = await env.DB.prepare('SELECT email_verified, language_setting FROM customers WHERE email = ?').bind(email).first();
    expect(row).toEqual({ email_verified: 0, language_setting: 'en' });
    const mail = await lastMail(email);
    expect(mail?.kind).toBe('verify_email');
    expect(mail?.text).toContain('/en/auth/verify#token=');
    const verify = await call('/public/customer/verify-email', { method: 'POST', json: { token: mail?.token } });
    expect(verify.status).toBe(200);
    expect((await env.DB.prepare('SELECT email_verified FROM customers WHERE email = ?').bind(email).first())?.email_verified).toBe(1);
    const again = await call('/public/customer/verify-email', { method: 'POST', json: { token: mail?.token } });
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({ error: { code: 'token_invalid' } });
  });

  it('answers a second sign-up with the same address exactly like a new one and tells the owner by mail', async () => {
    const { email } = await createCustomer();
    const response = await call('/public/customer/auth/signup', {
      method: 'POST',
      json: { email, password: 'Camper2026', name: 'X', surname: 'Y', profileType: 'PRIVATE', acceptTerms: true },
    });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ status: 'verification_sent' });
    expect((await lastMail(email))?.kind).toBe('account_exists');
    const count = await env.DB.prepare('SELECT count(*) AS n FROM customers WHERE email = ?').bind(email).first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it('rejects a weak password and missing terms with localized field errors and stores nothing', async () => {
    const email = uniqueEmail('weak');
    const response = await call('/public/customer/auth/signup', {
      method: 'POST',
      headers: { 'X-Locale': 'en' },
      json: { email, password: 'password', name: 'A', surname: 'B', profileType: 'PRIVATE', acceptTerms: false },
    });
    expect(response.status).toBe(400);
    const body = await json<{ error: { fields: Record<string, string> } }>(response);
    expect(Object.keys(body.error.fields).sort()).toEqual(['acceptTerms', 'password']);
    expect(body.error.fields.password).toMatch(/uppercase/i);
    expect(await env.DB.prepare('SELECT id FROM customers WHERE email = ?').bind(email).first()).toBeNull();
  });
});

describe('sign-in and tokens', () => {
  it('answers access and refresh tokens in the body to an API client that asks, and sets no cookies', async () => {
    const { email } = await createCustomer();
    const session = await login(email);
    expect(session.body).toMatchObject({ token_type: 'Bearer', expires_in: 900, redirect: { route: 'account-messages' } });
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(Object.keys(session.cookies).filter((name) => name.startsWith('cm24_'))).toEqual([]);
    const user = await json(await me(bearer(session)));
    expect(user).toMatchObject({ email, roles: [], admin: false });
  });

  it('gives the storefront httpOnly session cookies and never the tokens in the body', async () => {
    const { email } = await createCustomer();
    const response = await call('/public/customer/auth/login', { method: 'POST', json: { email, password: PASSWORD } });
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).not.toHaveProperty('refresh_token');
    expect(body).not.toHaveProperty('access_token');
    expect(body).toMatchObject({ expires_in: 900, redirect: { route: 'account-messages' } });
    const cookies = setCookies(response);
    // The session, and the known-browser cookie that spares this browser the per-address sign-in ceiling.
    expect(sessionCookieNames(cookies)).toEqual(['cm24_at', 'cm24_kb', 'cm24_rt']);
    for (const header of response.headers.getSetCookie().filter((h) => h.startsWith('cm24_'))) expect(header).toMatch(/HttpOnly/);
    expect((await me({ Cookie: cookieHeader({ cm24_at: cookies.cm24_at ?? '' }) })).status).toBe(200);
  });

  it('gives the admin role only to a sign-in that passed the second factor; the flag shows without it', async () => {
    const tokenRoles = (token: string) => JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))).roles;
    const admin = await adminWithoutSecondFactor();
    expect(tokenRoles(admin.accessToken)).toEqual([]);
    expect(await json(await me(bearer(admin)))).toMatchObject({ roles: [], admin: true });
    const operator = await operatorSession();
    expect(tokenRoles(operator.accessToken)).toEqual(['admin']);
    expect(await json(await me(bearer(operator)))).toMatchObject({ roles: ['admin'], admin: true });
  });

  it('answers a wrong password and an unknown address identically', async () => {
    const { email } = await createCustomer();
    const wrong = await call('/public/customer/auth/login', { method: 'POST', headers: { 'X-Locale': 'en' }, json: { email, password: 'Wrong1234' } });
    const unknown = await call('/public/customer/auth/login', {
      method: 'POST',
      headers: { 'X-Locale': 'en' },
      json: { email: uniqueEmail('nobody'), password: 'Wrong1234' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await json(wrong)).toEqual(await json(unknown));
  });

  it('refuses expired, tampered, wrong-algorithm, wrong-audience and unsigned tokens', async () => {
    const { id } = await createCustomer();
    const key = new TextEncoder().encode(secret());
    const expired = (await signAccessToken(secret(), { customerId: id, roles: [], familyId: 'f' }, Date.now() - 3600_000)).token;
    const valid = (await signAccessToken(secret(), { customerId: id, roles: [], familyId: 'f' })).token;
    const [header, payload, signature] = valid.split('.');
    const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    const forged = btoa(JSON.stringify({ ...claims, roles: ['admin'] })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const tampered = `${header}.${forged}.${signature}`;
    const hs512 = await new SignJWT({ fam: 'f', roles: [] }).setProtectedHeader({ alg: 'HS512' }).setSubject(String(id)).setIssuer(ISSUER).setAudience(AUDIENCE).setExpirationTime('10m').sign(key);
    const otherAudience = await new SignJWT({ fam: 'f', roles: [] }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(id)).setIssuer(ISSUER).setAudience('elsewhere').setExpirationTime('10m').sign(key);
    const unsigned = `${btoa(JSON.stringify({ alg: 'none', typ: 'JWT' })).replace(/=+$/, '')}.${payload}.`;
    expect((await me({ Authorization: `Bearer ${valid}` })).status).toBe(200);
    for (const token of [expired, tampered, hs512, otherAudience, unsigned, 'garbage', `${valid}x`]) {
      const response = await me({ Authorization: `Bearer ${token}` });
      expect(response.status, token.slice(0, 20)).toBe(401);
      expect(await json(response)).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });
});

describe('refresh token rotation', () => {
  it('rotates the refresh token and issues a working access token', async () => {
    const { email } = await createCustomer();
    const session = await login(email);
    const response = await call('/public/customer/auth/refresh', { method: 'POST', json: { refresh_token: session.refreshToken } });
    expect(response.status).toBe(200);
    const body = await json<{ access_token: string; refresh_token: string }>(response);
    expect(body.refresh_token).not.toBe(session.refreshToken);
    expect((await me({ Authorization: `Bearer ${body.access_token}` })).status).toBe(200);
  });

  it('refuses a rotated token presented again at once, without punishing the family', async () => {
    const { email } = await createCustomer();
    const session = await login(email);
    const first = await json<{ refresh_token: string }>(await call('/public/customer/auth/refresh', { method: 'POST', json: { refresh_token: session.refreshToken } }));
    const again = await call('/public/customer/auth/refresh', { method: 'POST', json: { refresh_token: session.refreshToken } });
    expect(again.status).toBe(401);
    expect((await call('/public/customer/auth/refresh', { method: 'POST', json: { refresh_token: first.refresh_token } })).status).toBe(200);
  });

  it('revokes the whole family when a rotated token is reused later', async () => {
    const { id } = await createCustomer();
    const db = createDb(env.DB);
    const start = Date.now();
    const original = await startSession(db, secret(), id, start);
    if (!original) throw new Error('no session');
    const rotated = await refreshSession(db, secret(), original.refreshToken, start + 1000);
    expect(rotated.ok).toBe(true);
    const reuse = await refreshSession(db, secret(), original.refreshToken, start + 1000 + ROTATION_GRACE_MS + 1);
    expect(reuse).toEqual({ ok: false, reason: 'reused' });
    if (!rotated.ok) throw new Error('unreachable');
    expect(await refreshSession(db, secret(), rotated.tokens.refreshToken, start + 30_000)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('signs out by POST with the CSRF token, revoking the refresh family and clearing the cookies', async () => {
    const { email } = await createCustomer();
    const { cookies } = await cookieLogin(email);
    const csrf = await json<{ csrfToken: string }>(await call('/public/auth/csrf-token'));
    const withCsrf = { ...cookies, cm24_csrf: csrf.csrfToken };
    const response = await call('/public/customer/auth/logout', { method: 'POST', headers: { Cookie: cookieHeader(withCsrf), 'X-CSRF-Token': csrf.csrfToken } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/cm24_rt=;.*Max-Age=0/);
    const refresh = await call('/public/customer/auth/refresh', { method: 'POST', headers: { Cookie: cookieHeader({ cm24_rt: cookies.cm24_rt ?? '' }) }, json: {} });
    expect(refresh.status).toBe(401);
  });

  it('no longer signs out by GET', async () => {
    const { email } = await createCustomer();
    const { cookies } = await cookieLogin(email);
    expect((await call('/public/customer/auth/logout', { headers: { Cookie: cookieHeader(cookies) } })).status).toBe(404);
    expect((await call('/public/customer/auth/refresh', { method: 'POST', headers: { Cookie: cookieHeader({ cm24_rt: cookies.cm24_rt ?? '' }) }, json: {} })).status).toBe(200);
  });

  it('refuses a cookie sign-out without the CSRF token, even when only the refresh cookie is left', async () => {
    const { email } = await createCustomer();
    const { cookies } = await cookieLogin(email);
    const onlyRefresh = { Cookie: cookieHeader({ cm24_rt: cookies.cm24_rt ?? '' }) };
    const refused = await call('/public/customer/auth/logout', { method: 'POST', headers: onlyRefresh });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ error: { code: 'csrf_failed' } });
    // The session survived the refused sign-out.
    expect((await call('/public/customer/auth/refresh', { method: 'POST', headers: onlyRefresh, json: {} })).status).toBe(200);
  });
});

describe('sign-in rate limit per client', () => {
  it('throttles sign-in attempts per client with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await call('/public/customer/auth/login', { method: 'POST', json: { email: uniqueEmail('t'), password: 'Wrong1234' }, headers: { 'CF-Connecting-IP': '192.0.2.77' } });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('CSRF', () => {
  it('rejects a cookie-authenticated write without the token and accepts it with the token', async () => {
    const { email } = await createCustomer();
    const session = await login(email);
    const cookies = { cm24_at: session.accessToken };
    const without = await call('/private/customer/update-language-setting', { method: 'PUT', headers: { Cookie: cookieHeader(cookies) }, json: { languageSetting: 'en' } });
    expect(without.status).toBe(403);
    expect(await json(without)).toMatchObject({ error: { code: 'csrf_failed' } });
    const tokenResponse = await call('/public/auth/csrf-token', { headers: { Cookie: cookieHeader(cookies) } });
    const { csrfToken } = await json<{ csrfToken: string }>(tokenResponse);
    const withToken = await call('/private/customer/update-language-setting', {
      method: 'PUT',
      headers: { Cookie: cookieHeader({ ...cookies, cm24_csrf: csrfToken }), 'X-CSRF-Token': csrfToken },
      json: { languageSetting: 'en' },
    });
    expect(withToken.status).toBe(200);
    const wrong = await call('/private/customer/update-language-setting', {
      method: 'PUT',
      headers: { Cookie: cookieHeader({ ...cookies, cm24_csrf: csrfToken }), 'X-CSRF-Token': `${csrfToken}x` },
      json: { languageSetting: 'de' },
    });
    expect(wrong.status).toBe(403);
  });

  it('does not need the token for bearer-authenticated calls', async () => {
    const { email } = await createCustomer();
    const response = await call('/private/customer/update-language-setting', { method: 'PUT', headers: bearer(await login(email)), json: { languageSetting: 'nl' } });
    expect(response.status).toBe(200);
  });
});

describe('passwordless sign-in', () => {
  it('mails a single-use link that signs in and verifies the address', async () => {
    const { email } = await createCustomer({ verified: false });
    expect((await call('/public/customer/passwordless/request', { method: 'POST', json: { email } })).status).toBe(200);
    const mail = await lastMail(email);
    expect(mail?.kind).toBe('passwordless');
    const first = await call(`/public/product/passwordless/${mail?.token}`, { method: 'POST' });
    expect(first.status).toBe(200);
    expect(await json(first)).not.toHaveProperty('refresh_token');
    expect(sessionCookieNames(setCookies(first))).toEqual(['cm24_at', 'cm24_rt']);
    expect((await call(`/public/product/passwordless/${mail?.token}`, { method: 'POST' })).status).toBe(400);
    expect((await env.DB.prepare('SELECT email_verified FROM customers WHERE email = ?').bind(email).first())?.email_verified).toBe(1);
  });

  it('answers a request for an unknown address like a known one', async () => {
    const response = await call('/public/customer/passwordless/request', { method: 'POST', json: { email: uniqueEmail('none') } });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ sent: true });
  });

  it('lets a signed-in customer mail themselves a link', async () => {
    const { email } = await createCustomer();
    const response = await call('/private/customer/passwordless', { method: 'POST', headers: bearer(await login(email)) });
    expect(await json(response)).toEqual({ sent: true });
    expect((await lastMail(email))?.kind).toBe('passwordless');
  });
});

describe('after-login redirect store', () => {
  it('returns the stored route after sign-in, once, and defaults to messages', async () => {
    const { email } = await createCustomer();
    const stored = await json<{ token: string }>(
      await call('/public/after/login/action/add', { method: 'POST', json: { method: 'redirect', route: 'account-settings' } }),
    );
    const first = await login(email, PASSWORD, { afterLoginToken: stored.token });
    expect(first.body.redirect).toEqual({ method: 'redirect', route: 'account-settings', params: {} });
    const second = await login(email, PASSWORD, { afterLoginToken: stored.token });
    expect(second.body.redirect).toEqual({ method: 'redirect', route: 'account-messages', params: {} });
  });

  it('refuses unknown routes and methods', async () => {
    const response = await call('/public/after/login/action/add', { method: 'POST', json: { method: 'redirect', route: 'javascript:alert(1)' } });
    expect(response.status).toBe(400);
  });
});
