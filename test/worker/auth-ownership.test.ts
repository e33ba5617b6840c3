/** An account belongs to whoever controls its address: binding actions need it verified, and the first confirmation by link takes the account over. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bearer, cookieHeader, createCustomer, lastMail, login, PASSWORD, uniqueEmail } from './accounts-helpers.ts';
import { call, json, setCookies } from './helpers.ts';

const STRANGER_PASSWORD = 'Stranger2026';
const REGISTRATION = {
  company: 'Krüger Reisemobile GmbH',
  street: 'Hauptstraße 5',
  zipCode: '88339',
  city: 'Bad Waldsee',
  country: 'DE',
  vatRegNo: 'DE123456789',
  managingDirector: 'Thomas Krüger',
  contactName: 'Maria',
  contactSurname: 'Krüger',
};

/** The session cookies a response set (cleared ones, with an empty value, left out). */
const sessionCookies = (cookies: Record<string, string>) => Object.fromEntries(Object.entries(cookies).filter(([name, value]) => name.startsWith('cm24_') && value !== ''));
const passwordHash = async (id: number) => (await env.DB.prepare('SELECT password_hash FROM customers WHERE id = ?').bind(id).first<{ password_hash: string | null }>())?.password_hash;
const refreshWith = (refreshToken: string) => call('/public/customer/auth/refresh', { method: 'POST', json: { refresh_token: refreshToken } });

/** Signs up through the API; answers the customer id and the cookies the sign-up browser got (its password proof). */
async function signUp(email: string, password = STRANGER_PASSWORD) {
  const response = await call('/public/customer/auth/signup', {
    method: 'POST',
    json: { email, password, name: 'Sam', surname: 'Stranger', profileType: 'MERCHANT', acceptTerms: true },
  });
  expect(response.status).toBe(201);
  const row = await env.DB.prepare('SELECT id FROM customers WHERE email = ?').bind(email).first<{ id: number }>();
  return { id: row?.id ?? 0, cookies: sessionCookies(setCookies(response)) };
}

async function verifyToken(email: string): Promise<string> {
  const mail = await lastMail(email);
  expect(mail?.kind).toBe('verify_email');
  return mail?.token ?? '';
}

describe('binding actions need a verified address', () => {
  it('refuses dealer registration of an unverified account with a localized 403 and stores nothing', async () => {
    const { id, email } = await createCustomer({ verified: false, profileType: 'MERCHANT' });
    const response = await call('/private/merchant/register', { method: 'POST', headers: { ...bearer(await login(email)), 'X-Locale': 'en' }, json: REGISTRATION });
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({ error: { code: 'email_not_verified', message: expect.stringMatching(/confirm your e-mail address/) } });
    expect(await env.DB.prepare('SELECT id FROM merchants WHERE customer_id = ?').bind(id).first()).toBeNull();
  });

  it('answers the refusal in the caller’s language', async () => {
    const { email } = await createCustomer({ verified: false });
    const response = await call('/private/merchant/register', { method: 'POST', headers: { ...bearer(await login(email)), 'X-Locale': 'pl' }, json: REGISTRATION });
    expect(await json(response)).toMatchObject({ error: { code: 'email_not_verified', message: expect.stringMatching(/potwierdź/) } });
  });

  it('lets the same customer register once the address is verified', async () => {
    const { email } = await createCustomer({ verified: true });
    const response = await call('/private/merchant/register', { method: 'POST', headers: bearer(await login(email)), json: REGISTRATION });
    expect(response.status).toBe(201);
  });
});

describe('the first confirmation by link', () => {
  it('takes the account from a stranger who signed up with the address: password cleared, sessions ended, owner signed in', async () => {
    const email = uniqueEmail('owner');
    const { id } = await signUp(email);
    // The stranger can sign in at once, unverified, but holds nothing binding.
    const stranger = await login(email, STRANGER_PASSWORD);
    // The owner opens the link in their own browser: no session, no password proof.
    const verify = await call('/public/customer/verify-email', { method: 'POST', json: { token: await verifyToken(email) } });
    expect(verify.status).toBe(200);
    const body = await json(verify);
    expect(body).toMatchObject({ verified: true, passwordCleared: true, signedIn: true, otherSessionsEnded: true, redirect: { route: 'account-messages' } });
    expect(body).not.toHaveProperty('refresh_token');
    expect(await passwordHash(id)).toBeNull();
    expect((await refreshWith(stranger.refreshToken)).status).toBe(401);
    expect((await call('/public/customer/auth/login', { method: 'POST', json: { email, password: STRANGER_PASSWORD } })).status).toBe(401);
    // The owner's fresh session works.
    const owner = sessionCookies(setCookies(verify));
    expect(Object.keys(owner).sort()).toEqual(['cm24_at', 'cm24_rt']);
    expect((await call('/private/customer/auth/user', { headers: { Cookie: cookieHeader(owner) } })).status).toBe(200);
  });

  it('keeps the password when the sign-up browser itself confirms (password proof), and still ends other sessions', async () => {
    const email = uniqueEmail('self');
    const { id, cookies } = await signUp(email, PASSWORD);
    expect(Object.keys(cookies)).toEqual(['cm24_pwp']);
    const elsewhere = await login(email);
    const before = await passwordHash(id);
    const verify = await call('/public/customer/verify-email', { method: 'POST', headers: { Cookie: cookieHeader(cookies) }, json: { token: await verifyToken(email) } });
    expect(await json(verify)).toMatchObject({ verified: true, passwordCleared: false, signedIn: true, otherSessionsEnded: true });
    expect(await passwordHash(id)).toBe(before);
    expect((await refreshWith(elsewhere.refreshToken)).status).toBe(401);
    expect((await login(email)).accessToken).toBeTruthy();
  });

  it('says that other sessions ended only when there were any: a brand-new account has none', async () => {
    const email = uniqueEmail('fresh');
    const { cookies } = await signUp(email, PASSWORD);
    const verify = await call('/public/customer/verify-email', { method: 'POST', headers: { Cookie: cookieHeader(cookies) }, json: { token: await verifyToken(email) } });
    expect(await json(verify)).toMatchObject({ verified: true, passwordCleared: false, signedIn: true, otherSessionsEnded: false });
    // Only the caller's own session, replaced by a fresh one, is not another device either.
    const { id, email: own } = await createCustomer({ verified: false });
    const session = await login(own);
    await call('/private/customer/resend-verification', { method: 'POST', headers: bearer(session) });
    const alone = await call('/public/customer/verify-email', { method: 'POST', headers: bearer(session), json: { token: await verifyToken(own) } });
    expect(await json(alone)).toEqual({ verified: true, passwordCleared: false, signedIn: true, otherSessionsEnded: false });
    expect(await passwordHash(id)).not.toBeNull();
  });

  it('does not accept a forged or borrowed password proof', async () => {
    const email = uniqueEmail('forged');
    const { id } = await signUp(email);
    // A proof made for another sign-up (the taken-address answer hands out a random one) proves nothing here.
    const other = await signUp(uniqueEmail('other'));
    const verify = await call('/public/customer/verify-email', { method: 'POST', headers: { Cookie: cookieHeader(other.cookies) }, json: { token: await verifyToken(email) } });
    expect(await json(verify)).toMatchObject({ passwordCleared: true });
    expect(await passwordHash(id)).toBeNull();
  });

  it('hands out a password proof also when the address was taken, so the answers look alike', async () => {
    const { email } = await createCustomer();
    const response = await call('/public/customer/auth/signup', {
      method: 'POST',
      json: { email, password: STRANGER_PASSWORD, name: 'Sam', surname: 'S', profileType: 'PRIVATE', acceptTerms: true },
    });
    const fresh = await signUp(uniqueEmail('fresh'));
    const taken = sessionCookies(setCookies(response));
    expect(Object.keys(taken)).toEqual(['cm24_pwp']);
    expect(taken.cm24_pwp).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh.cookies.cm24_pwp).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps the password and the caller’s own session when the customer confirms while signed in, ending the others', async () => {
    const { id, email } = await createCustomer({ verified: false });
    const own = await login(email);
    const other = await login(email);
    await call('/private/customer/resend-verification', { method: 'POST', headers: bearer(own) });
    const verify = await call('/public/customer/verify-email', { method: 'POST', headers: bearer(own), json: { token: await verifyToken(email) } });
    expect(await json(verify)).toEqual({ verified: true, passwordCleared: false, signedIn: true, otherSessionsEnded: true });
    expect(await passwordHash(id)).not.toBeNull();
    expect((await refreshWith(own.refreshToken)).status).toBe(200);
    expect((await refreshWith(other.refreshToken)).status).toBe(401);
  });

  it('changes nothing on a later confirmation of an already verified address', async () => {
    const { id, email } = await createCustomer({ verified: false });
    const session = await login(email);
    await call('/private/customer/resend-verification', { method: 'POST', headers: bearer(session) });
    const first = await verifyToken(email);
    await call('/private/customer/resend-verification', { method: 'POST', headers: bearer(session) });
    const second = await verifyToken(email);
    expect((await call('/public/customer/verify-email', { method: 'POST', headers: bearer(session), json: { token: first } })).status).toBe(200);
    const later = await call('/public/customer/verify-email', { method: 'POST', json: { token: second } });
    expect(await json(later)).toEqual({ verified: true, passwordCleared: false, signedIn: false, otherSessionsEnded: false });
    expect(await passwordHash(id)).not.toBeNull();
    expect((await refreshWith(session.refreshToken)).status).toBe(200);
  });

  it('by a sign-in link of an unverified account clears the stranger’s password and ends every session', async () => {
    const email = uniqueEmail('magic');
    const { id } = await signUp(email);
    const stranger = await login(email, STRANGER_PASSWORD);
    await call('/public/customer/passwordless/request', { method: 'POST', json: { email } });
    const token = (await lastMail(email))?.token;
    const response = await call(`/public/product/passwordless/${token}`, { method: 'POST' });
    expect(await json(response)).toMatchObject({ passwordCleared: true, otherSessionsEnded: true, redirect: { route: 'account-messages' } });
    expect(await passwordHash(id)).toBeNull();
    expect((await refreshWith(stranger.refreshToken)).status).toBe(401);
    expect((await env.DB.prepare('SELECT email_verified FROM customers WHERE id = ?').bind(id).first())?.email_verified).toBe(1);
  });

  it('by a sign-in link of a verified account leaves password and other sessions alone', async () => {
    const { id, email } = await createCustomer();
    const other = await login(email);
    const before = await passwordHash(id);
    await call('/public/customer/passwordless/request', { method: 'POST', json: { email } });
    const response = await call(`/public/product/passwordless/${(await lastMail(email))?.token}`, { method: 'POST' });
    expect(await json(response)).toMatchObject({ passwordCleared: false });
    expect(await passwordHash(id)).toBe(before);
    expect((await refreshWith(other.refreshToken)).status).toBe(200);
  });
});

describe('password change', () => {
  it('ends every other session and keeps the caller’s own', async () => {
    const { email } = await createCustomer();
    const own = await login(email);
    const other = await login(email);
    const response = await call('/private/customer/password', { method: 'PUT', headers: bearer(own), json: { currentPassword: PASSWORD, newPassword: 'Better2026' } });
    expect(response.status).toBe(200);
    expect((await refreshWith(other.refreshToken)).status).toBe(401);
    expect((await refreshWith(own.refreshToken)).status).toBe(200);
  });

  it('sets a first password without a current one once the confirmation cleared it, and ends other sessions', async () => {
    const email = uniqueEmail('setpw');
    await signUp(email);
    const verify = await call('/public/customer/verify-email', { method: 'POST', json: { token: await verifyToken(email) } });
    const cookies = sessionCookies(setCookies(verify));
    const data = await json(await call('/private/customer/get', { headers: { Cookie: cookieHeader(cookies) } }));
    expect(data).toMatchObject({ customer: { hasPassword: false, emailVerified: true } });
    const owner = await (async () => {
      // A second device of the owner, signed in by a link.
      await call('/public/customer/passwordless/request', { method: 'POST', json: { email } });
      const link = await call(`/public/product/passwordless/${(await lastMail(email))?.token}`, { method: 'POST', headers: { 'X-Token-Transport': 'body' } });
      return json<{ access_token: string; refresh_token: string }>(link);
    })();
    const set = await call('/private/customer/password', { method: 'PUT', headers: { Authorization: `Bearer ${owner.access_token}` }, json: { newPassword: 'Mine2026x' } });
    expect(set.status).toBe(200);
    expect((await call('/public/customer/auth/login', { method: 'POST', json: { email, password: 'Mine2026x' } })).status).toBe(200);
    expect((await refreshWith(owner.refresh_token)).status).toBe(200);
    expect((await call('/public/customer/auth/refresh', { method: 'POST', headers: { Cookie: cookieHeader({ cm24_rt: cookies.cm24_rt ?? '' }) }, json: {} })).status).toBe(401);
  });

  it('still needs the current password when one is set', async () => {
    const { email } = await createCustomer();
    const response = await call('/private/customer/password', { method: 'PUT', headers: { ...bearer(await login(email)), 'X-Locale': 'en' }, json: { newPassword: 'Better2026' } });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: { fields: { currentPassword: expect.any(String) } } });
    expect((await login(email)).accessToken).toBeTruthy();
  });
});
