/**
 * The edge cache of anonymous pages (worker/ssr/page-cache.ts): a second anonymous view is a hit with its own nonce,
 * a signed-in viewer never gets or leaves a copy (both orders), tracking parameters do not split the cache, and a
 * change bumps the page's version so the next view renders afresh. A miss stores its copy behind the answer, so the
 * hit is awaited with eventually().
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathFor } from '../../domain/routes.ts';
import { createDb } from '../../worker/db/client.ts';
import { syncAttributeCatalog } from '../../worker/db/repositories/attributes.ts';
import { cookieHeader, cookieLogin, createCustomer } from './accounts-helpers.ts';
import { call, eventually } from './helpers.ts';

const HTML = { Accept: 'text/html' };
let productId = 0;
let seller = { id: 0, email: '' };

beforeAll(async () => {
  // The catalogue's first paint reads the make labels, content pages their text.
  await syncAttributeCatalog(createDb(env.DB));
  for (const [slug, locale, title] of [
    ['pricing', 'en', 'Pricing'],
    ['privacy', 'de', 'Datenschutz'],
    ['imprint', 'de', 'Impressum'],
    ['tac', 'de', 'AGB'],
  ] as const) {
    await env.DB.prepare('INSERT OR REPLACE INTO content_pages (slug, locale, title, description, body) VALUES (?, ?, ?, ?, ?)')
      .bind(slug, locale, title, `${title} description`, JSON.stringify({ intro: `${title} intro`, sections: [] }))
      .run();
  }
  seller = await createCustomer();
  const row = await env.DB.prepare(
    `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, mileage, fuel, transmission,
      zip_code, city, country, status, display_price, ending_at, created_at, description)
     VALUES (?, 'motorhome', 'Hymer', 'hymer', 'B-Klasse', 2019, 4, 45000, 'diesel', 'manual', '20095', 'Hamburg', 'DE', 'published', 52000, ?, ?, 'Erste Fassung')
     RETURNING id`,
  )
    .bind(seller.id, Date.now() + 86_400_000, Date.now())
    .first<{ id: number }>();
  productId = row?.id ?? 0;
});

const page = (path: string, headers: Record<string, string> = {}) => call(path, { headers: { ...HTML, ...headers } });

/** The nonce of the page's policy header and every nonce attribute of its document. */
async function nonces(response: Response) {
  const policy = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
  const body = await response.text();
  return { policy, inDocument: [...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]), body };
}

/**
 * A write through the worker makes its isolate look at the page versions before its next page (any request that is
 * not a read does, even one that fails), so a change made straight in D1 is seen without waiting for the refresh.
 */
const afterWrite = async () => {
  expect((await call('/public/no-such-call', { method: 'POST' })).status).toBe(404);
};

/** Requests the page until an anonymous view is served from the cache. */
const hitOf = (path: string) =>
  eventually(async () => {
    const response = await page(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('X-Page-Cache')).toBe('hit');
    return response;
  });

describe('anonymous pages from the edge cache', () => {
  it('serves the second anonymous view of a page from the cache, with a fresh nonce on every script', async () => {
    const path = pathFor('pricing', 'en');
    const first = await page(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Page-Cache')).toBe('miss');
    const miss = await nonces(first);

    const hit = await nonces(await hitOf(path));
    expect(hit.policy).toBeDefined();
    expect(hit.policy).not.toBe(miss.policy);
    expect(hit.inDocument.length).toBeGreaterThan(0);
    // Every script runs under the new policy; the stored nonce appears nowhere.
    expect(new Set(hit.inDocument)).toEqual(new Set([hit.policy]));
    expect(hit.body).not.toContain(miss.policy);
    expect(hit.body).toMatch(/<meta name="cm24-page-age" content="\d+">/);
  });

  it('keys the catalogue by its filters and ignores tracking parameters', async () => {
    const path = `${pathFor('catalog', 'de')}?productType=motorhome`;
    expect((await page(path)).status).toBe(200);
    await hitOf(path);

    const tracked = await page(`${pathFor('catalog', 'de')}?utm_source=spring-mailing&productType=motorhome&gclid=abc`);
    expect(tracked.status).toBe(200);
    expect(tracked.headers.get('X-Page-Cache')).toBe('hit');
    const body = await tracked.text();
    expect(body).not.toContain('spring-mailing');
    expect(body).not.toContain('gclid');

    const other = await page(`${pathFor('catalog', 'de')}?productType=trailer`);
    expect(other.status).toBe(200);
    expect(other.headers.get('X-Page-Cache')).toBe('miss');
  });

  it('never serves a signed-in customer a cached copy, and never shows an anonymous visitor theirs (anonymous first)', async () => {
    const path = pathFor('privacy', 'de');
    expect((await page(path)).status).toBe(200);
    await hitOf(path);

    const { cookies } = await cookieLogin(seller.email);
    const signedIn = await page(path, { Cookie: cookieHeader(cookies) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('X-Page-Cache')).toBeNull();
    expect(signedIn.headers.get('Cache-Control')).toBe('no-store');
    expect(await signedIn.text()).toContain(seller.email);

    const anonymous = await hitOf(path);
    expect(await anonymous.text()).not.toContain(seller.email);
  });

  it('never stores a signed-in customer’s page for anonymous visitors (signed-in first)', async () => {
    const path = pathFor('imprint', 'de');
    const { cookies } = await cookieLogin(seller.email);
    const signedIn = await page(path, { Cookie: cookieHeader(cookies) });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain(seller.email);

    const anonymous = await page(path);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('X-Page-Cache')).toBe('miss');
    expect(await anonymous.text()).not.toContain(seller.email);
    expect(await (await hitOf(path)).text()).not.toContain(seller.email);
  });

  it('answers a cached copy without anything of the request that stored it: no cookies of another visitor', async () => {
    const path = pathFor('tac', 'de');
    const first = await page(`${path}?ref=partner-7`);
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie().join(';')).toContain('tap_rc=partner-7');
    const hit = await hitOf(path);
    const cookies = hit.headers.getSetCookie().join(';');
    expect(cookies).not.toContain('partner-7');
    // This visitor gets their own visitor id, not the first one's.
    const firstVisitor = /cm24-uuid=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1];
    expect(firstVisitor).toBeDefined();
    expect(cookies).not.toContain(firstVisitor);
  });

  it('renders a listing afresh after it was edited, and keeps the copy when only a bid was projected', async () => {
    const path = pathFor('catalog-product-id', 'de', { id: String(productId) });
    const first = await page(path);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Erste Fassung');
    await hitOf(path);

    // A projected bid moves only the live figures, which the page fetches after hydration: the copy stays.
    await env.DB.prepare('UPDATE products SET highest_bid = 53000, bid_count = 1, display_price = 53000 WHERE id = ?').bind(productId).run();
    await afterWrite();
    const afterBid = await page(path);
    expect(afterBid.headers.get('X-Page-Cache')).toBe('hit');

    await env.DB.prepare("UPDATE products SET description = 'Zweite Fassung', updated_at = ? WHERE id = ?").bind(Date.now(), productId).run();
    await afterWrite();
    const fresh = await page(path);
    expect(fresh.headers.get('X-Page-Cache')).toBe('miss');
    expect(await fresh.text()).toContain('Zweite Fassung');
  });

  it('drops a listing page from the cache when its auction ends, and never stores a 404', async () => {
    const path = pathFor('catalog-product-id', 'de', { id: String(productId) });
    expect((await page(path)).status).toBe(200);
    await hitOf(path);

    await env.DB.prepare("UPDATE products SET status = 'failed_na' WHERE id = ?").bind(productId).run();
    await afterWrite();
    const gone = await page(path);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('X-Page-Cache')).toBe('miss');
    const again = await page(path);
    expect(again.status).toBe(404);
    expect(again.headers.get('X-Page-Cache')).toBe('miss');
  });

  it('renders a content page afresh after it was published', async () => {
    const path = pathFor('about', 'de');
    await env.DB.prepare('INSERT OR REPLACE INTO content_pages (slug, locale, title, description, body) VALUES (?, ?, ?, ?, ?)')
      .bind('about', 'de', 'Über uns', 'Beschreibung', JSON.stringify({ intro: 'Alte Einleitung', sections: [] }))
      .run();
    expect((await page(path)).status).toBe(200);
    expect(await (await hitOf(path)).text()).toContain('Alte Einleitung');

    await env.DB.prepare('UPDATE content_pages SET body = ? WHERE slug = ? AND locale = ?')
      .bind(JSON.stringify({ intro: 'Neue Einleitung', sections: [] }), 'about', 'de')
      .run();
    await afterWrite();
    const fresh = await page(path);
    expect(fresh.headers.get('X-Page-Cache')).toBe('miss');
    expect(await fresh.text()).toContain('Neue Einleitung');
  });

  it('never caches a personal page or a funnel', async () => {
    const sell = await page(pathFor('sell-type', 'de'));
    expect(sell.status).toBe(200);
    expect(sell.headers.get('X-Page-Cache')).toBeNull();
  });
});
