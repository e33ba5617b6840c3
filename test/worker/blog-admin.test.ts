/** Blog articles and authors in the console (versions, concurrent edits, audit) and the public blog's HTML. */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, json } from './helpers.ts';
import { auditRows, count, customerHeaders, errorCode, send } from './landing-helpers.ts';
import { operatorSession, type Operator } from './operator-helpers.ts';

interface BlogDetail {
  slug: string;
  locale: string;
  title: string;
  excerpt: string;
  authorSlug: string;
  markdown: string;
  publishedAt: string;
  version: string;
}

let operator: Operator;
let rival: Operator;
let customer: Record<string, string>;
let counter = 0;
const slug = () => `artikel-${Date.now().toString(36)}-${(counter += 1)}`;

beforeAll(async () => {
  [operator, rival] = [await operatorSession(), await operatorSession()];
  customer = await customerHeaders();
  await env.DB.prepare("INSERT OR IGNORE INTO blog_authors (slug, locale, name, role, bio) VALUES ('lena', 'de', 'Lena', 'Redaktion', 'Schreibt über Reisemobile.')").run();
});

const article = (overrides: Record<string, unknown> = {}) => ({
  slug: slug(),
  locale: 'de',
  title: 'Tipps',
  excerpt: 'Kurz gesagt',
  authorSlug: 'lena',
  markdown: 'Erster **Absatz**\n\nZweiter <script>alert(1)</script> [x](javascript:alert(1))',
  publishedAt: '2026-03-01',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<BlogDetail> {
  const response = await send('POST', '/admin/api/content/blog', operator, article(overrides));
  expect(response.status).toBe(201);
  return json<BlogDetail>(response);
}

const editOf = (detail: BlogDetail, changes: Record<string, unknown> = {}) => ({
  title: detail.title,
  excerpt: detail.excerpt,
  authorSlug: detail.authorSlug,
  markdown: detail.markdown,
  publishedAt: detail.publishedAt,
  version: detail.version,
  ...changes,
});

describe('who may call', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/admin/api/content/blog'],
    ['POST', '/admin/api/content/blog', article()],
    ['GET', '/admin/api/content/blog/a/de'],
    ['PUT', '/admin/api/content/blog/a/de', { ...article(), version: 'a'.repeat(64) }],
    ['DELETE', `/admin/api/content/blog/a/de?version=${'a'.repeat(64)}`],
    ['GET', '/admin/api/content/authors'],
    ['POST', '/admin/api/content/authors', { slug: 'x', locale: 'de', name: 'X', role: 'Y', bio: 'Z' }],
    ['GET', '/admin/api/content/authors/lena/de'],
    ['PUT', '/admin/api/content/authors/lena/de', { name: 'X', role: 'Y', bio: 'Z', version: 'a'.repeat(64) }],
  ];

  it.each(calls)('%s %s: 401 anonymous, 403 for a customer, nothing written', async (method, path, body) => {
    const before = [await count('blog_articles'), await count('blog_authors'), await count('audit_log')];
    expect((await send(method, path, null, body)).status).toBe(401);
    expect((await send(method, path, customer, body)).status).toBe(403);
    expect([await count('blog_articles'), await count('blog_authors'), await count('audit_log')]).toEqual(before);
  });
});

describe('blog articles in the console', () => {
  it('creates an article from Markdown paragraphs, lists it and refuses the same slug and locale again', async () => {
    const created = await create();
    expect(created).toMatchObject({ title: 'Tipps', authorSlug: 'lena', publishedAt: '2026-03-01' });
    const stored = await env.DB.prepare('SELECT body FROM blog_articles WHERE slug = ?').bind(created.slug).first<{ body: string }>();
    expect(JSON.parse(stored?.body ?? '[]')).toHaveLength(2);
    expect(await auditRows('content.blog_created', `blog:${created.slug}:de`)).toHaveLength(1);
    const list = await json<{ items: { slug: string; locale: string }[] }>(await send('GET', '/admin/api/content/blog', operator));
    expect(list.items).toContainEqual(expect.objectContaining({ slug: created.slug, locale: 'de', title: 'Tipps' }));
    const again = await send('POST', '/admin/api/content/blog', operator, article({ slug: created.slug }));
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('conflict');
  });

  it('refuses an unknown author and bad input with 400, writing nothing', async () => {
    const before = [await count('blog_articles'), await count('audit_log')];
    for (const bad of [article({ authorSlug: 'niemand' }), article({ publishedAt: '2026-02-30' }), article({ slug: 'Gross' }), article({ markdown: '' }), { ...article(), html: '<b>' }]) {
      expect((await send('POST', '/admin/api/content/blog', operator, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect([await count('blog_articles'), await count('audit_log')]).toEqual(before);
  });

  it('saves with the version read, refuses a stale version, and lets one of two operators at once win', async () => {
    const created = await create();
    const path = `/admin/api/content/blog/${created.slug}/de`;
    const saved = await send('PUT', path, operator, editOf(created, { title: 'Neu' }));
    expect(saved.status).toBe(200);
    const after = await json<BlogDetail>(saved);
    expect(after.version).not.toBe(created.version);
    expect(JSON.parse((await auditRows('content.blog_updated', `blog:${created.slug}:de`))[0]?.after ?? '{}').changed).toEqual(['title']);

    const stale = await send('PUT', path, rival, editOf(created, { title: 'Alt' }));
    expect(stale.status).toBe(409);
    expect(await errorCode(stale)).toBe('conflict');

    const answers = await Promise.all([operator, rival].map((who, index) => send('PUT', path, who, editOf(after, { title: `Fassung ${index}` }))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    const row = await env.DB.prepare('SELECT title FROM blog_articles WHERE slug = ?').bind(created.slug).first<{ title: string }>();
    expect(row?.title).toBe(`Fassung ${winner}`);
    expect(await auditRows('content.blog_updated', `blog:${created.slug}:de`)).toHaveLength(2);
  });

  it('deletes with the version read once, with an audit entry', async () => {
    const created = await create();
    const path = `/admin/api/content/blog/${created.slug}/de?version=${created.version}`;
    const answers = await Promise.all([operator, rival].map((who) => send('DELETE', path, who)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    expect(await env.DB.prepare('SELECT 1 FROM blog_articles WHERE slug = ?').bind(created.slug).first()).toBeNull();
    expect(await auditRows('content.blog_deleted', `blog:${created.slug}:de`)).toHaveLength(1);
    // Later deletes of the same article are answered as handled; an article that never existed is 404.
    expect((await send('DELETE', path, operator)).status).toBe(409);
    expect((await send('DELETE', `/admin/api/content/blog/nie-da/de?version=${created.version}`, operator)).status).toBe(404);
  });

  it('serves the public article with its paragraphs as sanitized HTML', async () => {
    const created = await create();
    const response = await call(`/public/content/blog/${created.slug}`);
    const { article: answer } = await json<{ article: { bodyHtml: string } }>(response);
    expect(answer.bodyHtml).toContain('<p>Erster <strong>Absatz</strong></p>');
    expect(answer.bodyHtml).toContain('&lt;script&gt;');
    expect(answer.bodyHtml).not.toMatch(/<script|href="javascript:/);
  });
});

describe('blog authors in the console', () => {
  it('creates and edits an author with versions and audit entries', async () => {
    const authorSlug = slug();
    const created = await send('POST', '/admin/api/content/authors', operator, { slug: authorSlug, locale: 'en', name: 'Max', role: 'Editor', bio: 'Writes.' });
    expect(created.status).toBe(201);
    const author = await json<{ version: string }>(created);
    expect(await auditRows('content.author_created', `author:${authorSlug}:en`)).toHaveLength(1);
    const path = `/admin/api/content/authors/${authorSlug}/en`;
    const answers = await Promise.all(
      [operator, rival].map((who, index) => send('PUT', path, who, { name: `Max ${index}`, role: 'Editor', bio: 'Writes.', version: author.version })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditRows('content.author_updated', `author:${authorSlug}:en`)).toHaveLength(1);
    expect((await send('POST', '/admin/api/content/authors', operator, { slug: authorSlug, locale: 'en', name: 'X', role: 'Y', bio: 'Z' })).status).toBe(409);
  });
});
