/**
 * The calls the client's check-email-verified watch makes (client/lib/email-verified-watch.ts): every profile type's
 * path says whether the address is confirmed, also before the profile is complete, and the page tells the browser
 * whether to watch at all.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bearer, cookieHeader, cookieLogin, createCustomer, login } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';

const PATHS = ['/private/customer/check-email-verified', '/private/customer/commercial/check-email-verified', '/private/merchant/check-email-verified'];

const verify = (id: number) => env.DB.prepare('UPDATE customers SET email_verified = 1 WHERE id = ?').bind(id).run();

/** The viewer as the page inlines it for the browser. */
async function shellViewer(cookie: string): Promise<{ customer: { emailVerified?: boolean } | null }> {
  const page = await (await call('/en/account', { headers: { Cookie: cookie } })).text();
  const shell = /window.__SHELL__=(.*?)<\/script>/s.exec(page)?.[1];
  if (!shell) throw new Error('no shell in the page');
  return (JSON.parse(shell) as { viewer: { customer: { emailVerified?: boolean } | null } }).viewer;
}

describe('check-email-verified', () => {
  it('tells an incomplete profile whether the address is confirmed, on every profile type path', async () => {
    const { id, email } = await createCustomer({ verified: false });
    const session = await login(email);
    for (const path of PATHS) {
      expect(await json(await call(path, { method: 'PUT', headers: bearer(session) })), path).toEqual({ status: null, emailVerified: false });
    }
    await verify(id);
    for (const path of PATHS) {
      expect(await json(await call(path, { method: 'PUT', headers: bearer(session) })), path).toEqual({ status: null, emailVerified: true });
    }
  });

  it('answers a signed-out caller with 401 and changes nothing', async () => {
    for (const path of PATHS) {
      const response = await call(path, { method: 'PUT' });
      expect(response.status, path).toBe(401);
      expect(await json(response)).toMatchObject({ error: { code: 'unauthorized' } });
    }
  });

  it('puts whether the address is confirmed into the page, so only an unconfirmed customer watches', async () => {
    const { id, email } = await createCustomer({ verified: false });
    const cookie = cookieHeader((await cookieLogin(email)).cookies);
    expect((await shellViewer(cookie)).customer).toMatchObject({ emailVerified: false });
    await verify(id);
    expect((await shellViewer(cookie)).customer).toMatchObject({ emailVerified: true });
  });
});
