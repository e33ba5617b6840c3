/** The content service's public calls and the storefront's landing pages at /lp/{url}: shapes, filters, locales, safety. */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathFor } from '../../domain/routes.ts';
import { call, json } from './helpers.ts';

interface Answer {
  data: { id: number; attributes: Record<string, unknown> }[];
  meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
}

const IMAGE_KEY = `content/${'b'.repeat(32)}.png`;
const HOSTILE = '<script>alert(1)</script> [klick](javascript:alert(1)) ![x](https://tracker.example/p.gif) <img src=x onerror=alert(1)>';

async function insert(values: { kind: string; name?: string; url: string; locale: string; title: string; body?: string; published?: boolean; imageKey?: string | null }) {
  await env.DB.prepare(
    'INSERT INTO landing_pages (kind, name, url, locale, title, description, body_markdown, image_key, published_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(values.kind, values.name ?? '', values.url, values.locale, values.title, `${values.title} Beschreibung`, values.body ?? '', values.imageKey ?? null, values.published === false ? null : Date.now(), Date.now())
    .run();
}

beforeAll(async () => {
  await insert({ kind: 'landing', name: 'merchant', url: pathFor('merchant-landing', 'de'), locale: 'de', title: 'Für Händler' });
  await insert({ kind: 'landing', name: 'merchant', url: '/dealers', locale: 'en', title: 'For dealers' });
  await insert({ kind: 'landing', name: 'sommer', url: '/sommer', locale: 'de', title: 'Sommer', body: `## Angebot\n\n${HOSTILE}`, imageKey: IMAGE_KEY });
  await insert({ kind: 'landing', url: '/geheim', locale: 'de', title: 'Entwurf', published: false });
  await insert({ kind: 'article', url: '/ratgeber/tipps', locale: 'de', title: 'Tipps', body: 'Erster **Tipp**' });
  await insert({ kind: 'article', url: '/ratgeber/tipps', locale: 'en', title: 'Tips', body: 'First **tip**' });
  await insert({ kind: 'valuation', url: '/bewertung', locale: 'de', title: 'Bewertung', body: 'So bewerten wir' });
});

const get = async (path: string) => {
  const response = await call(path);
  expect(response.status, path).toBe(200);
  return json<Answer>(response);
};

describe('content service calls', () => {
  it('answers the merchant landing page path by name, field url and locale (spec shape)', async () => {
    const de = await get('/api/landing-pages?filters[name][$eq]=merchant&fields[0]=url&locale=de');
    expect(de.data).toHaveLength(1);
    expect(de.data[0]?.attributes).toEqual({ url: '/handel' });
    expect(de.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 1 });
    const en = await get('/api/landing-pages?filters%5Bname%5D%5B%24eq%5D=merchant&fields%5B0%5D=url&locale=en');
    expect(en.data[0]?.attributes.url).toBe('/dealers');
    // The storefront's merchant landing route and the content service agree.
    expect(de.data[0]?.attributes.url).toBe(pathFor('merchant-landing', 'de'));
  });

  it('answers a page by URL with populate: sanitized HTML body and the image', async () => {
    const answer = await get('/api/landing-pages?filters[url][$eq]=/sommer&populate=*&locale=de');
    const attributes = answer.data[0]?.attributes ?? {};
    expect(attributes).toMatchObject({ kind: 'landing', url: '/sommer', locale: 'de', title: 'Sommer', description: 'Sommer Beschreibung' });
    expect(attributes.image).toEqual({ data: { attributes: { url: `/content-images/${'b'.repeat(32)}.png` } } });
    const body = String(attributes.body);
    expect(body).toContain('<h2>Angebot</h2>');
    expect(body).toContain('&lt;script&gt;');
    // Raw HTML is text, the script link stays text, the foreign image is only an outbound link: nothing can run or load.
    expect(body).not.toMatch(/<script|<img|<[^>]*onerror=|href="javascript:/);
    expect(body).toContain('<a href="https://tracker.example/p.gif" target="_blank" rel="noopener noreferrer nofollow">x</a>');
    // Without populate the image relation is left out, as the content service does.
    expect((await get('/api/landing-pages?filters[url][$eq]=/sommer&locale=de')).data[0]?.attributes).not.toHaveProperty('image');
  });

  it('finds articles and the valuation page by URL, each only under its own call', async () => {
    expect((await get('/api/articles?filters[url][$eq]=/ratgeber/tipps&locale=en')).data[0]?.attributes).toMatchObject({ title: 'Tips', body: '<p>First <strong>tip</strong></p>\n' });
    expect((await get('/api/valuation-pages?filters[url][$eq]=/bewertung&populate=*&locale=de')).data[0]?.attributes.title).toBe('Bewertung');
    expect((await get('/api/landing-pages?filters[url][$eq]=/bewertung&locale=de')).data).toEqual([]);
  });

  it('falls back to German where a locale has no match', async () => {
    const answer = await get('/api/landing-pages?filters[url][$eq]=/sommer&fields[0]=title&fields[1]=locale&locale=pl');
    expect(answer.data[0]?.attributes).toEqual({ title: 'Sommer', locale: 'de' });
  });

  it('never shows unpublished pages', async () => {
    expect((await get('/api/landing-pages?filters[url][$eq]=/geheim&locale=de')).data).toEqual([]);
    expect((await call('/public/content/landing-page?url=/geheim')).status).toBe(404);
    expect((await call('/lp/geheim')).status).toBe(404);
  });

  it('refuses unknown filters, operators, fields and oversized pages with 400', async () => {
    for (const query of [
      'filters[title][$eq]=x',
      'filters[name][$ne]=merchant',
      'fields[0]=bodyMarkdown',
      'pagination[pageSize]=1000',
      'locale=xx',
      'populate=author',
      'filters[url][$eq]=x&filters[url][$eq]=y',
    ]) {
      const response = await call(`/api/landing-pages?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('Content-Type')).toContain('application/json');
    }
    expect((await call('/api/unknown')).status).toBe(404);
    expect((await call('/api/unknown')).headers.get('Content-Type')).toContain('application/json');
  });
});

describe('landing pages on the storefront', () => {
  it('renders a published page at /lp/{url} with its title, description and inert body', async () => {
    const response = await call('/lp/sommer');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<h1 class="page__title">Sommer</h1>');
    expect(page).toContain('<title>Sommer | ');
    expect(page).toContain('content="Sommer Beschreibung"');
    expect(page).toContain('<h2>Angebot</h2>');
    expect(page).not.toMatch(/<script>alert|<[^>]*onerror=|href="javascript:|src="https:\/\/tracker/);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('renders articles with a nested URL and in the page locale', async () => {
    const response = await call('/en/lp/ratgeber/tipps');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<strong>tip</strong>');
  });

  it('answers 404 for unknown and malformed URLs', async () => {
    expect((await call('/lp/gibt-es-nicht')).status).toBe(404);
    expect((await call('/lp/GROSS')).status).toBe(404);
    expect((await call('/public/content/landing-page?url=keine-url')).status).toBe(400);
  });
});
