import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { devMailboxRoutes } from '../../worker/routes/dev-mailbox.ts';
import { cookieHeader, cookieLogin, createCustomer } from './accounts-helpers.ts';
import { call } from './helpers.ts';

beforeAll(async () => {
  const body = JSON.stringify({ intro: 'Intro', sections: [] });
  await env.DB.prepare('INSERT OR REPLACE INTO content_pages (slug, locale, title, description, body) VALUES (?, ?, ?, ?, ?)')
    .bind('about', 'en', 'About us', 'About us', body)
    .run();
});

const page = (path: string, headers: Record<string, string> = {}) => call(path, { headers: { Accept: 'text/html', ...headers } });

/** The policy of a rendered page, read after the whole stream so no render outlives its test. */
async function pagePolicy(path: string): Promise<string | null> {
  const response = await page(path);
  await response.text();
  return response.headers.get('Content-Security-Policy');
}

/** The directives of a policy by name. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('Content-Security-Policy of pages', () => {
  it('allows scripts from this origin and by a nonce that every executable inline script carries', async () => {
    const response = await page('/en/about-us');
    expect(response.status).toBe(200);
    const policy = directives(response.headers.get('Content-Security-Policy'));
    const scriptSrc = policy['script-src'] ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(scriptSrc.find((value) => value.startsWith("'nonce-")) ?? '')?.[1];
    expect(nonce).toBeDefined();
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '').filter((attributes) => !attributes.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    // Every nonce in the document is this response's, and the inline shell data carries it.
    expect(new Set([...html.matchAll(/\bnonce="([^"]*)"/g)].map((match) => match[1]))).toEqual(new Set([nonce]));
    expect(/<script\b([^>]*)>window\.__SHELL__=/.exec(html)?.[1]).toContain(`nonce="${nonce ?? ''}"`);
  });

  it('makes a fresh nonce for every response', async () => {
    const first = await pagePolicy('/en/about-us');
    const second = await pagePolicy('/en/about-us');
    expect(first).not.toBe(second);
  });

  it('locks down framing, plugins, base and form targets, and lets the live socket reach this host only', async () => {
    const policy = directives(await pagePolicy('/en/about-us'));
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'ws://localhost']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    const secure = directives(await pagePolicy('https://campermarkt24.nl/over-ons'));
    expect(secure['connect-src']).toEqual(["'self'", 'wss://campermarkt24.nl']);
  });

  it('gives API answers a policy that allows nothing', async () => {
    for (const response of [await call('/health'), await call('/public/time', { method: 'POST' }), await call('/public/no-such-call')]) {
      expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('lets the development mailbox style itself but run no script', async () => {
    const response = await devMailboxRoutes.request('/dev/mailbox', {}, env);
    const policy = directives(response.headers.get('Content-Security-Policy'));
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toBeUndefined();
    expect(policy['style-src']).toEqual(["'unsafe-inline'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('Cache-Control of personal answers', () => {
  it('lets a browser revalidate a public page for an anonymous visitor', async () => {
    const response = await page('/en/about-us');
    await response.text();
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
  });

  // One page per test: each is a whole server render.
  for (const path of ['/en/auth/login', '/en/account', '/en/a/messages', '/en/a/merchant-area/my-ads', '/en/ad/new']) {
    it(`never stores ${path}, a personal page, even for an anonymous visitor`, async () => {
      const response = await page(path);
      await response.text();
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
    });
  }

  it('never stores a public page rendered for a signed-in viewer', async () => {
    const { email } = await createCustomer();
    const session = await cookieLogin(email);
    const response = await page('/en/about-us', { Cookie: cookieHeader(session.cookies) });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(email);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('never stores /private and /admin/api answers, signed in or refused', async () => {
    const { email } = await createCustomer();
    const session = await cookieLogin(email);
    const own = await call('/private/customer/get', { headers: { Cookie: cookieHeader(session.cookies) } });
    expect(own.status).toBe(200);
    expect(own.headers.get('Cache-Control')).toBe('no-store');
    expect((await call('/private/customer/get')).headers.get('Cache-Control')).toBe('no-store');
    expect((await call('/admin/api/customers', { headers: { Cookie: cookieHeader(session.cookies) } })).headers.get('Cache-Control')).toBe('no-store');
  });
});
