/** The content service's notice calls from D1: the terms in force (/api/agb) and the started merchant popups. */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, json } from './helpers.ts';

interface Item {
  id: number;
  attributes: { validFrom: string; title: string; content: string[]; changes?: string[] };
}

const HOUR = 3_600_000;
const stamp = Date.now();
const texts = (de: string, en: string) => JSON.stringify({ de, en });
const paragraphs = (de: string, en: string) => JSON.stringify({ de: [de], en: [en] });

beforeAll(async () => {
  // Newer than anything seeded: this version is the one in force; the later one has not started yet.
  await env.DB.prepare('INSERT INTO terms_versions (valid_from, title, content, changes) VALUES (?, ?, ?, ?), (?, ?, ?, ?)')
    .bind(
      stamp - HOUR,
      texts(`AGB ${stamp}`, `Terms ${stamp}`),
      paragraphs('<b>Text</b> der AGB', 'Terms text'),
      paragraphs('Neu: Abholung', 'New: pick-up'),
      stamp + 48 * HOUR,
      texts('Künftige AGB', 'Future terms'),
      paragraphs('Später', 'Later'),
      paragraphs('Später', 'Later'),
    )
    .run();
  await env.DB.prepare('INSERT INTO merchant_popups (valid_from, title, content) VALUES (?, ?, ?), (?, ?, ?)')
    .bind(stamp - HOUR, texts(`Hinweis ${stamp}`, `Notice ${stamp}`), paragraphs('Bitte lesen', 'Please read'), stamp + 48 * HOUR, texts('Geplant', 'Planned'), paragraphs('x', 'x'))
    .run();
});

describe('GET /api/agb', () => {
  it('answers the terms in force as one item in the asked locale, texts as plain paragraphs', async () => {
    const response = await call('/api/agb?locale=en&populate=*');
    expect(response.status).toBe(200);
    const { data } = await json<{ data: Item }>(response);
    expect(data.attributes).toEqual({ validFrom: new Date(stamp - HOUR).toISOString(), title: `Terms ${stamp}`, content: ['Terms text'], changes: ['New: pick-up'] });
  });

  it('falls back to German and refuses unknown parameters with 400', async () => {
    const { data } = await json<{ data: Item }>(await call('/api/agb?locale=sv'));
    expect(data.attributes.title).toBe(`AGB ${stamp}`);
    expect(data.attributes.content).toEqual(['<b>Text</b> der AGB']);
    expect((await call('/api/agb?filters[id][$eq]=1')).status).toBe(400);
  });
});

describe('GET /api/merchant-notification-popups', () => {
  it('lists only popups that have started, in the asked locale', async () => {
    const response = await call('/api/merchant-notification-popups?locale=en&populate=*');
    expect(response.status).toBe(200);
    const { data, meta } = await json<{ data: Item[]; meta: { pagination: { total: number } } }>(response);
    const titles = data.map((item) => item.attributes.title);
    expect(titles).toContain(`Notice ${stamp}`);
    expect(titles).not.toContain('Planned');
    expect(meta.pagination.total).toBe(data.length);
  });
});
