/** The console's landing pages, articles and valuation page: who may call, audit, URL uniqueness and concurrent edits. */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from './helpers.ts';
import { auditRows, count, customerHeaders, errorCode, send, uniqueUrl } from './landing-helpers.ts';
import { operatorSession, type Operator } from './operator-helpers.ts';

interface Detail {
  id: number;
  kind: string;
  url: string;
  locale: string;
  title: string;
  published: boolean;
  updatedAt: number;
  bodyMarkdown: string;
}

let operator: Operator;
let rival: Operator;
let customer: Record<string, string>;

beforeAll(async () => {
  [operator, rival] = [await operatorSession(), await operatorSession()];
  customer = await customerHeaders();
});

const page = (overrides: Record<string, unknown> = {}) => ({ kind: 'landing', url: uniqueUrl(), locale: 'de', title: 'Sommer', bodyMarkdown: '## Hallo', ...overrides });

async function create(overrides: Record<string, unknown> = {}): Promise<Detail> {
  const response = await send('POST', '/admin/api/content/landing', operator, page(overrides));
  expect(response.status).toBe(201);
  return json<Detail>(response);
}

const rowOf = (id: number) => env.DB.prepare('SELECT * FROM landing_pages WHERE id = ?').bind(id).first<Record<string, unknown>>();

describe('who may call', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/admin/api/content/landing'],
    ['POST', '/admin/api/content/landing', page()],
    ['GET', '/admin/api/content/landing/1'],
    ['PUT', '/admin/api/content/landing/1', { ...page(), updatedAt: 1 }],
    ['POST', '/admin/api/content/landing/1/publish'],
    ['POST', '/admin/api/content/landing/1/unpublish'],
    ['DELETE', '/admin/api/content/landing/1'],
    ['POST', '/admin/api/content/landing/preview', { markdown: '*x*' }],
  ];

  it.each(calls)('%s %s: 401 anonymous, 403 for a customer, nothing written', async (method, path, body) => {
    const before = [await count('landing_pages'), await count('audit_log')];
    expect((await send(method, path, null, body)).status).toBe(401);
    expect((await send(method, path, customer, body)).status).toBe(403);
    expect([await count('landing_pages'), await count('audit_log')]).toEqual(before);
  });
});

describe('landing pages in the console', () => {
  it('creates an unpublished page with its audit entry and lists it', async () => {
    const created = await create({ kind: 'article', name: 'tipps' });
    expect(created).toMatchObject({ kind: 'article', locale: 'de', title: 'Sommer', published: false, bodyMarkdown: '## Hallo' });
    const audit = await auditRows('content.landing_created', `landing:${created.id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_customer_id).toBe(operator.customerId);
    expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({ url: created.url, kind: 'article' });
    const list = await json<{ items: Detail[] }>(await send('GET', '/admin/api/content/landing', operator));
    expect(list.items.find((item) => item.id === created.id)).toEqual({
      id: created.id,
      kind: 'article',
      name: 'tipps',
      url: created.url,
      locale: 'de',
      title: 'Sommer',
      published: false,
      updatedAt: created.updatedAt,
    });
  });

  it('refuses a URL taken in the same locale with 409, also when two operators create it at once', async () => {
    const url = uniqueUrl();
    await create({ url });
    const duplicate = await send('POST', '/admin/api/content/landing', operator, page({ url }));
    expect(duplicate.status).toBe(409);
    expect(await errorCode(duplicate)).toBe('conflict');
    // The same URL in another locale is another page.
    expect((await send('POST', '/admin/api/content/landing', operator, page({ url, locale: 'en' }))).status).toBe(201);

    const raced = uniqueUrl();
    const answers = await Promise.all([operator, rival].map((who) => send('POST', '/admin/api/content/landing', who, page({ url: raced }))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const rows = await env.DB.prepare('SELECT id FROM landing_pages WHERE url = ?').bind(raced).all<{ id: number }>();
    expect(rows.results).toHaveLength(1);
    expect(await auditRows('content.landing_created', `landing:${rows.results[0]?.id}`)).toHaveLength(1);
  });

  it('saves an edit made on the current version and refuses a stale one with 409', async () => {
    const created = await create();
    const edit = { ...page({ url: created.url }), title: 'Neu', updatedAt: created.updatedAt };
    const saved = await send('PUT', `/admin/api/content/landing/${created.id}`, operator, edit);
    expect(saved.status).toBe(200);
    const after = await json<Detail>(saved);
    expect(after.title).toBe('Neu');
    expect(after.updatedAt).toBeGreaterThan(created.updatedAt);
    const audit = await auditRows('content.landing_updated', `landing:${created.id}`);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.after ?? '{}').changed).toEqual(['title']);

    const stale = await send('PUT', `/admin/api/content/landing/${created.id}`, rival, { ...edit, title: 'Alt' });
    expect(stale.status).toBe(409);
    expect(await errorCode(stale)).toBe('conflict');
    expect((await rowOf(created.id))?.title).toBe('Neu');
  });

  it('lets exactly one of two operators saving the same version at once win', async () => {
    const created = await create();
    const answers = await Promise.all(
      [operator, rival].map((who, index) =>
        send('PUT', `/admin/api/content/landing/${created.id}`, who, { ...page({ url: created.url }), title: `Version ${index}`, updatedAt: created.updatedAt }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect((await rowOf(created.id))?.title).toBe(`Version ${winner}`);
    expect(await auditRows('content.landing_updated', `landing:${created.id}`)).toHaveLength(1);
  });

  it('refuses an edit that would take another page URL', async () => {
    const first = await create();
    const second = await create();
    const response = await send('PUT', `/admin/api/content/landing/${second.id}`, operator, { ...page({ url: first.url }), updatedAt: second.updatedAt });
    expect(response.status).toBe(409);
    expect((await rowOf(second.id))?.url).toBe(second.url);
  });

  it('publishes and withdraws once each, with audit entries; the second of two at once gets 409', async () => {
    const created = await create();
    const answers = await Promise.all([operator, rival].map((who) => send('POST', `/admin/api/content/landing/${created.id}/publish`, who)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409);
    expect(await errorCode(loser as Response)).toBe('already_handled');
    expect((await rowOf(created.id))?.published_at).not.toBeNull();
    expect(await auditRows('content.landing_published', `landing:${created.id}`)).toHaveLength(1);

    expect((await send('POST', `/admin/api/content/landing/${created.id}/unpublish`, operator)).status).toBe(200);
    expect((await rowOf(created.id))?.published_at).toBeNull();
    expect(await auditRows('content.landing_unpublished', `landing:${created.id}`)).toHaveLength(1);
    expect((await send('POST', `/admin/api/content/landing/${created.id}/unpublish`, operator)).status).toBe(409);
  });

  it('deletes once with an audit entry; unknown ids are 404', async () => {
    const created = await create();
    const answers = await Promise.all([operator, rival].map((who) => send('DELETE', `/admin/api/content/landing/${created.id}`, who)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    expect(await rowOf(created.id)).toBeNull();
    const audit = await auditRows('content.landing_deleted', `landing:${created.id}`);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.before ?? '{}')).toMatchObject({ url: created.url });
    expect((await send('DELETE', `/admin/api/content/landing/${created.id}`, operator)).status).toBe(409);
    expect((await send('DELETE', '/admin/api/content/landing/999999', operator)).status).toBe(404);
    expect((await send('POST', '/admin/api/content/landing/999999/publish', operator)).status).toBe(404);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const created = await create();
    const before = [await count('landing_pages'), await count('audit_log')];
    for (const bad of [
      page({ url: 'ohne-schraegstrich' }),
      page({ url: '/a//b' }),
      page({ kind: 'popup' }),
      page({ locale: 'fr' }),
      page({ title: '' }),
      page({ imageKey: 'products/1/1' }),
      page({ imageKey: `content/${'a'.repeat(32)}.png` }),
      { ...page(), extra: '<script>' },
    ]) {
      const response = await send('POST', '/admin/api/content/landing', operator, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await send('PUT', `/admin/api/content/landing/${created.id}`, operator, { ...page({ url: created.url }) })).status).toBe(400);
    expect((await send('PUT', '/admin/api/content/landing/abc', operator, { ...page(), updatedAt: 1 })).status).toBe(400);
    expect([await count('landing_pages'), await count('audit_log')]).toEqual(before);
  });

  it('previews Markdown with the storefront renderer', async () => {
    const response = await send('POST', '/admin/api/content/landing/preview', operator, { markdown: '**fett** <script>alert(1)</script>' });
    const { html } = await json<{ html: string }>(response);
    expect(html).toContain('<strong>fett</strong>');
    expect(html).not.toContain('<script>');
  });
});
