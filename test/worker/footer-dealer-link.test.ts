/**
 * The footer's dealer link on every page: the content service's published merchant landing page of the page's locale,
 * else the storefront's dealers' page; a change to that page reaches cached copies (the site version is bumped).
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathFor } from '../../domain/routes.ts';
import { createDb } from '../../worker/db/client.ts';
import { syncAttributeCatalog } from '../../worker/db/repositories/attributes.ts';
import { call, eventually } from './helpers.ts';

const page = (path: string) => call(path, { headers: { Accept: 'text/html' } });

async function dealerLink(path: string): Promise<{ href: string | undefined; cache: string | null }> {
  const response = await page(path);
  expect(response.status, path).toBe(200);
  const body = await response.text();
  return { href: /<a href="([^"]*)"[^>]*class="button button--accent footer__merchant"/.exec(body)?.[1], cache: response.headers.get('X-Page-Cache') };
}

async function insertMerchantPage(url: string, locale: string, published: boolean) {
  await env.DB.prepare('INSERT INTO landing_pages (kind, name, url, locale, title, published_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind('landing', 'merchant', url, locale, 'Dealers', published ? Date.now() : null, Date.now())
    .run();
}

/** A write through the worker makes its isolate look at the page versions before its next page (page-cache.test.ts). */
const afterWrite = async () => {
  expect((await call('/public/no-such-call', { method: 'POST' })).status).toBe(404);
};

beforeAll(async () => {
  await syncAttributeCatalog(createDb(env.DB));
});

describe('the footer dealer link', () => {
  it('falls back to the storefront dealers page while the locale has no published merchant landing page', async () => {
    await insertMerchantPage('/haendler-entwurf', 'de', false);
    await insertMerchantPage('/only-in-swedish', 'sv', true);
    await afterWrite();
    expect((await dealerLink(pathFor('catalog', 'de'))).href).toBe(pathFor('merchant-landing', 'de'));
    expect((await dealerLink(pathFor('catalog', 'en'))).href).toBe(pathFor('merchant-landing', 'en'));
  });

  it('follows the published page of the locale, also on a page already in the edge cache', async () => {
    const path = pathFor('catalog', 'en');
    expect((await dealerLink(path)).href).toBe(pathFor('merchant-landing', 'en'));
    await eventually(async () => expect((await dealerLink(path)).cache).toBe('hit'));

    await insertMerchantPage('/spring-dealers', 'en', true);
    await afterWrite();
    const changed = await dealerLink(path);
    expect(changed.cache).toBe('miss');
    expect(changed.href).toBe(pathFor('landing-url', 'en', { url: 'spring-dealers' }));
    // A page that names a storefront route links to that route.
    await insertMerchantPage(pathFor('merchant-listing', 'de'), 'de', true);
    await afterWrite();
    expect((await dealerLink(pathFor('catalog', 'de'))).href).toBe(pathFor('merchant-listing', 'de'));
  });
});
