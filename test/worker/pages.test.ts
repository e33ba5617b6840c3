import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/locales.ts';
import { pathFor, ROUTE_NAMES, routePattern } from '../../domain/routes.ts';
import { call, setCookies } from './helpers.ts';

beforeAll(async () => {
  const body = JSON.stringify({ intro: 'Intro', sections: [{ heading: 'Wer wir sind', paragraphs: ['<b>Text</b>'] }] });
  for (const [locale, title] of [
    ['de', 'Über uns'],
    ['en', 'About us'],
    ['nl', 'Over ons'],
  ] as const) {
    await env.DB.prepare('INSERT OR REPLACE INTO content_pages (slug, locale, title, description, body) VALUES (?, ?, ?, ?, ?)')
      .bind('about', locale, title, `${title} description`, body)
      .run();
  }
});

const html = async (response: Response) => response.text();

describe('server-rendered pages', () => {
  it('renders a German page without prefix with lang, canonical and hreflang alternates', async () => {
    const response = await call('/ueber-uns');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const page = await html(response);
    expect(page).toContain('<html lang="de-DE"');
    expect(page).toContain('<h1 class="page__title">Über uns</h1>');
    expect(page).toContain('<link rel="canonical" href="http://localhost/ueber-uns"/>');
    expect(page).toContain('hrefLang="en" href="http://localhost/en/about-us"');
    expect(page).toContain('hrefLang="nl-NL" href="http://localhost/nl/over-ons"');
    expect(page).toContain('hrefLang="x-default" href="http://localhost/ueber-uns"');
  });

  it('takes the locale from the path prefix', async () => {
    const page = await html(await call('/en/about-us'));
    expect(page).toContain('<html lang="en"');
    expect(page).toContain('About us');
  });

  it('takes the locale from the host and serves unprefixed paths there, linking other locales on their domains', async () => {
    const response = await call('https://campermarkt24.nl/over-ons');
    expect(response.status).toBe(200);
    const page = await html(response);
    expect(page).toContain('<html lang="nl-NL"');
    expect(page).toContain('<link rel="canonical" href="https://campermarkt24.nl/over-ons"/>');
    expect(page).toContain('hrefLang="en" href="https://campermarkt24.com/about-us"');
  });

  it('sends a visitor whose language cookie says otherwise to the page in that language', async () => {
    const response = await call('/ueber-uns?x=1', { headers: { Cookie: 'i18n_locale=nl' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/nl/over-ons?x=1');
  });

  it('escapes stored content and the inlined shell', async () => {
    const page = await html(await call('/ueber-uns'));
    expect(page).toContain('&lt;b&gt;Text&lt;/b&gt;');
    expect(page).not.toContain('<b>Text</b>');
    const shell = /window.__SHELL__=(.*?)<\/script>/s.exec(page)?.[1] ?? '';
    expect(shell).toContain('\\u003cb>Text\\u003c/b>');
  });

  it.each(['/no-such-page', '/xx/about-us', '/en/ueber-uns', '/caravan/1/2/3'])('answers the unknown path %s with the 404 page', async (path) => {
    const response = await call(path);
    expect(response.status, path).toBe(404);
    const page = await html(response);
    expect(page).toContain('error-view__code');
    expect(page).toContain('404');
  });

  it('words the 404 page in the locale of the path', async () => {
    const english = await html(await call('/en/does-not-exist'));
    expect(english).toContain('This page could not be found');
    const german = await html(await call('/gibt-es-nicht'));
    expect(german).toContain('Diese Seite konnte nicht gefunden werden');
  });

  it('answers a page whose content is missing with 404', async () => {
    const response = await call('/en/sell-motorhome-guide/no-such-article');
    expect(response.status).toBe(404);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await call('/public/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

/** One test per locale and route, so each does one request and a slow machine never hits the timeout. */
describe('every screen path of the specs', () => {
  for (const locale of LOCALES) {
    describe(locale, () => {
      for (const name of ROUTE_NAMES) {
        const keys = [...routePattern(name, locale).matchAll(/\{(\w+)[?*]?\}/g)].map((m) => m[1] as string);
        const path = pathFor(name, locale, Object.fromEntries(keys.map((k) => [k, k === 'step' ? '1' : 'sample'])));
        it(`renders ${name} at ${path}`, async () => {
          const response = await call(path);
          // Content the test database lacks is a 404 of a known route; anything else must render.
          expect([200, 404], path).toContain(response.status);
          expect(await response.text(), path).toContain('<html');
        });
      }
    });
  }
});

describe('visitor cookies', () => {
  it('sets cm24-uuid for a year, X-Session-Id, and the referral cookie from ?ref=', async () => {
    const response = await call('/health?ref=partner_42');
    const cookies = setCookies(response);
    expect(cookies['cm24-uuid']).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookies['X-Session-Id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookies.tap_rc).toBe('partner_42');
    const raw = response.headers.getSetCookie().join('\n');
    expect(raw).toMatch(/cm24-uuid=[^;]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax/);
    expect(raw).toMatch(/tap_rc=partner_42; Max-Age=2592000/);
  });

  it('keeps an existing visitor id and ignores malformed referral codes', async () => {
    const id = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';
    const response = await call('/health?ref=%3Cscript%3E', { headers: { Cookie: `cm24-uuid=${id}` } });
    const cookies = setCookies(response);
    expect(cookies['cm24-uuid']).toBeUndefined();
    expect(cookies.tap_rc).toBeUndefined();
  });
});

describe('robots and sitemap', () => {
  it('serves robots.txt pointing at the sitemap', async () => {
    const text = await (await call('/robots.txt')).text();
    expect(text).toContain('Sitemap: http://localhost/sitemap.xml');
    expect(text).toContain('Disallow: /account');
  });

  it('lists indexable pages in every locale with alternates', async () => {
    const response = await call('/sitemap.xml');
    expect(response.headers.get('Content-Type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<loc>http://localhost/handel</loc>');
    expect(xml).toContain('<loc>http://localhost/cs/pro-prodejce</loc>');
    expect(xml).toContain('hreflang="sv-SE" href="http://localhost/sv/handlare"');
    expect(xml).not.toContain('/account');
  });
});
