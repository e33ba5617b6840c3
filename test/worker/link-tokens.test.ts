/**
 * Tokens of e-mail links stay out of URLs: verify and sign-in links carry them in the fragment (never sent to a server),
 * in every locale; the sign-in exchange takes the token in the body; a page opened with an old link that still
 * has `?token=` does not write it into the document.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/locales.ts';
import { bearer, createCustomer, lastMail, login, uniqueEmail } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { operatorSession } from './operator-helpers.ts';

interface MailedLink {
  url: URL;
  /** The token in the fragment under `name`. */
  secret: string | null;
  html: string;
  text: string;
}

/** The link of the newest mail to `email`, with the HTML and text bodies it appears in. */
async function mailedLink(email: string, name = 'token'): Promise<MailedLink> {
  const row = await env.DB.prepare('SELECT html, text FROM mail_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').bind(email).first<{ html: string; text: string }>();
  const link = /https?:\/\/\S+/.exec(row?.text ?? '')?.[0];
  expect(link, `no link in the mail to ${email}`).toBeDefined();
  const url = new URL(link ?? '');
  return { url, secret: new URLSearchParams(url.hash.slice(1)).get(name), html: row?.html ?? '', text: row?.text ?? '' };
}

/** The token is in the fragment only: not in the query, not in the path, and both bodies link the same address. */
function expectTokenInFragment(link: MailedLink, page: '/auth/verify' | '/auth/signing-in'): string {
  expect(link.secret).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  const secret = link.secret ?? '';
  expect(link.url.pathname.endsWith(page)).toBe(true);
  expect(link.url.search).toBe('');
  expect(link.url.pathname).not.toContain(secret);
  expect(link.text).toContain(link.url.href);
  expect(link.html).toContain(`href="${link.url.href}"`);
  return secret;
}

describe('verify links', () => {
  it('carry the token in the fragment in all eight locales, and the token confirms the address', async () => {
    for (const locale of LOCALES) {
      const email = uniqueEmail(`frag-${locale}`);
      const signup = await call('/public/customer/auth/signup', {
        method: 'POST',
        headers: { 'X-Locale': locale },
        json: { email, password: 'Camper2026', name: 'Lena', surname: 'Hoffmann', profileType: 'PRIVATE', acceptTerms: true, languageSetting: locale },
      });
      expect(signup.status).toBe(201);
      const token = expectTokenInFragment(await mailedLink(email), '/auth/verify');
      const verify = await call('/public/customer/verify-email', { method: 'POST', json: { token } });
      expect(verify.status, locale).toBe(200);
    }
  });

  it('from the account and from the operator console carry it in the fragment too', async () => {
    const customer = await createCustomer({ verified: false });
    const session = await login(customer.email);
    expect((await call('/private/customer/resend-verification', { method: 'POST', headers: bearer(session) })).status).toBe(200);
    expectTokenInFragment(await mailedLink(customer.email), '/auth/verify');

    const operator = await operatorSession();
    const other = await createCustomer({ verified: false });
    expect((await call(`/admin/api/customers/${other.id}/resend-verification`, { method: 'POST', headers: bearer(operator) })).status).toBe(200);
    expectTokenInFragment(await mailedLink(other.email), '/auth/verify');
  });
});

describe('sign-in links', () => {
  it('carry the token in the fragment in all eight locales', async () => {
    for (const locale of LOCALES) {
      const customer = await createCustomer({ language: locale });
      const request = await call('/public/customer/passwordless/request', { method: 'POST', headers: { 'X-Locale': locale }, json: { email: customer.email } });
      expect(request.status).toBe(200);
      const link = await mailedLink(customer.email);
      expectTokenInFragment(link, '/auth/signing-in');
      expect((await lastMail(customer.email))?.kind).toBe('passwordless');
    }
  });

  it('are exchanged with the token in the body, once; the spec’s path form still works for API clients', async () => {
    const customer = await createCustomer();
    await call('/public/customer/passwordless/request', { method: 'POST', json: { email: customer.email } });
    const token = expectTokenInFragment(await mailedLink(customer.email), '/auth/signing-in');
    const exchange = await call('/public/product/passwordless', { method: 'POST', headers: { 'X-Token-Transport': 'body' }, json: { token } });
    expect(exchange.status).toBe(200);
    expect(await json(exchange)).toMatchObject({ passwordCleared: false, token_type: 'Bearer' });
    expect((await call('/public/product/passwordless', { method: 'POST', json: { token } })).status).toBe(400);
    expect((await call('/public/product/passwordless', { method: 'POST', json: {} })).status).toBe(400);

    const session = await login(customer.email);
    expect((await call('/private/customer/passwordless', { method: 'POST', headers: bearer(session) })).status).toBe(200);
    const second = expectTokenInFragment(await mailedLink(customer.email), '/auth/signing-in');
    expect((await call(`/public/product/passwordless/${second}`, { method: 'POST' })).status).toBe(200);
  });

  it('refuse a body exchange from another site without using the token up', async () => {
    const customer = await createCustomer();
    await call('/public/customer/passwordless/request', { method: 'POST', json: { email: customer.email } });
    const token = expectTokenInFragment(await mailedLink(customer.email), '/auth/signing-in');
    const forged = await call('/public/product/passwordless', { method: 'POST', headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }, json: { token } });
    expect(forged.status).toBe(403);
    expect((await call('/public/product/passwordless', { method: 'POST', json: { token } })).status).toBe(200);
  });
});

describe('pages opened with a token in the query (links mailed before the move)', () => {
  it('are rendered without the token in the document', async () => {
    const secret = 'Legacy9TokenSecretValue0123456789';
    for (const path of [`/auth/verify?token=${secret}`, `/en/auth/verify?unlock=${secret}`, `/en/auth/signing-in?token=${secret}&utm_source=mail`]) {
      const page = await call(path, { headers: { Accept: 'text/html' } });
      expect(page.status, path).toBe(200);
      const html = await page.text();
      expect(html, path).not.toContain(secret);
    }
  });
});
