/** What a cached page is keyed by (worker/ssr/page-cache-key.ts) and what the triggers of migration 0024 bump. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { matchPath } from '../../domain/routes.ts';
import { pageCacheKey, pageQuery, pageScopes } from '../../worker/ssr/page-cache-key.ts';
import { createCustomer } from './accounts-helpers.ts';

const PREFIX = { kind: 'prefix' } as const;
const route = (path: string) => {
  const match = matchPath(path, PREFIX);
  if (!match) throw new Error(`no route for ${path}`);
  return match;
};

describe('page cache keys', () => {
  it('caches public pages only, each with the scopes it is built from', () => {
    expect(pageScopes(route('/'))).toEqual(['site', 'content', 'catalog']);
    expect(pageScopes(route('/caravan/42'))).toEqual(['site', 'product:42']);
    expect(pageScopes(route('/en/about-us'))).toEqual(['site', 'content']);
    expect(pageScopes(route('/login'))).toBeNull();
    expect(pageScopes(route('/a/messages'))).toBeNull();
  });

  it('keeps only the query that shapes the page, in canonical order', () => {
    const catalog = route('/wohnmobil-kaufen');
    const a = pageQuery(catalog, new URLSearchParams('utm_source=x&make=knaus,hymer&productType=motorhome&page=2&fbclid=1'));
    const b = pageQuery(catalog, new URLSearchParams('productType=motorhome&page=2&make=knaus,hymer'));
    expect(a).toBe(b);
    expect(a).toContain('productType=motorhome');
    expect(a).toContain('page=2');
    expect(a).not.toContain('utm_source');
    // An invalid filter falls away as the page itself drops it.
    expect(pageQuery(catalog, new URLSearchParams('priceMax=abc'))).toBe(pageQuery(catalog, new URLSearchParams('')));
    expect(pageQuery(route('/en/about-us'), new URLSearchParams('x=1&ref=7'))).toBe('');
  });

  it('never keys or renders a page by the dealer tracking secret (?mc=)', () => {
    const secret = 'S3cretTrackingValue_0123456789abcdefghijklm';
    for (const path of ['/', '/wohnmobil-kaufen', '/en/about-us', '/caravan/42']) {
      const match = route(path);
      const query = pageQuery(match, new URLSearchParams(`mc=${secret}&make=hymer`));
      expect(query).not.toContain(secret);
      expect(pageCacheKey(new URL(`https://campermarkt24.de${path}?mc=${secret}`), query, [1], 'b1')).not.toContain(secret);
    }
  });

  it('puts the versions and the build into the key', () => {
    const url = new URL('https://campermarkt24.nl/over-ons?utm_source=x');
    const key = pageCacheKey(url, '', [3, 0], 'b1');
    expect(key).toBe('https://campermarkt24.nl/over-ons?__page=3.0.b1');
    expect(pageCacheKey(url, '', [4, 0], 'b1')).not.toBe(key);
  });
});

describe('page version triggers', () => {
  const version = async (scope: string) =>
    (await env.DB.prepare('SELECT version FROM page_versions WHERE scope = ?').bind(scope).first<{ version: number }>())?.version ?? 0;

  it('bumps a listing and the catalogue when an ad is approved, not when a bid is projected or a draft is saved', async () => {
    const seller = await createCustomer();
    const row = await env.DB.prepare(
      `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, zip_code, city, country, status, created_at)
       VALUES (?, 'motorhome', 'Knaus', 'knaus', 'Sky', 2020, 1, '10115', 'Berlin', 'DE', 'under_review', ?) RETURNING id`,
    )
      .bind(seller.id, Date.now())
      .first<{ id: number }>();
    const id = row?.id ?? 0;
    await env.DB.prepare("UPDATE products SET model = 'Sky TI', updated_at = ? WHERE id = ?").bind(Date.now(), id).run();
    expect(await version(`product:${id}`)).toBe(0);

    const catalogBefore = await version('catalog');
    await env.DB.prepare("UPDATE products SET status = 'published', reviewed_at = ? WHERE id = ?").bind(Date.now(), id).run();
    const approved = await version(`product:${id}`);
    expect(approved).toBeGreaterThan(0);
    expect(await version('catalog')).toBeGreaterThan(catalogBefore);

    await env.DB.prepare('UPDATE products SET highest_bid = 30000, bid_count = 1, display_price = 30000 WHERE id = ?').bind(id).run();
    expect(await version(`product:${id}`)).toBe(approved);

    await env.DB.prepare("UPDATE products SET status = 'running' WHERE id = ?").bind(id).run();
    expect(await version(`product:${id}`)).toBeGreaterThan(approved);
  });

  it('bumps the content when a page is published and the site when a setting changes', async () => {
    const content = await version('content');
    await env.DB.prepare("INSERT OR REPLACE INTO content_pages (slug, locale, title, description, body) VALUES ('partner', 'de', 'Partner', 'd', '{}')").run();
    expect(await version('content')).toBeGreaterThan(content);
    const site = await version('site');
    await env.DB.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('system_bar', 'true')").run();
    expect(await version('site')).toBeGreaterThan(site);
  });
});
