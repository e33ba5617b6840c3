/** Dealer news and guidelines: the console's CRUD with audit and conflicts, and what merchants (only they) read. */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathFor } from '../../domain/routes.ts';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { createMerchant, type Party } from './auction-fixtures.ts';
import { call, json } from './helpers.ts';
import { operatorSession, type Operator } from './operator-helpers.ts';

interface Article {
  id: number;
  kind: string;
  locale: string;
  title: string;
  bodyMarkdown: string;
  position: number;
  publishedAt: number | null;
  updatedAt: number;
}
interface MerchantAnswer {
  locale: string;
  articles: { id: number; title: string; html: string; publishedAt: string | null }[];
}

const BASE = '/admin/api/content/dealer-articles';
let operator: Operator;
let rival: Operator;
let customerHeaders: Record<string, string>;

beforeAll(async () => {
  [operator, rival] = [await operatorSession(), await operatorSession()];
  customerHeaders = bearer(await login((await createCustomer()).email));
});

const send = (method: string, path: string, body?: unknown, who: Operator = operator) => call(path, { method, headers: bearer(who), json: body });
const article = (overrides: Record<string, unknown> = {}) => ({ kind: 'news', locale: 'de', title: 'Neue Auktionszeiten', bodyMarkdown: 'Ab **Montag** enden Auktionen um 15 Uhr.', position: 0, ...overrides });
const create = async (overrides: Record<string, unknown> = {}) => json<Article>(await send('POST', BASE, article(overrides)));
const count = async (query: string, ...binds: unknown[]) => (await env.DB.prepare(query).bind(...binds).first<{ n: number }>())?.n ?? 0;
const audits = (action: string, subjectId: string) => count('SELECT count(*) AS n FROM audit_log WHERE action = ? AND subject_id = ?', action, subjectId);
const subject = (row: Article) => `${row.kind}:${row.id}:${row.locale}`;
const read = (party: Party, kind: string, locale = 'de') => call(`/private/merchant/articles?kind=${kind}`, { headers: { ...party.headers, Cookie: `i18n_locale=${locale}` } });

describe('who may call', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', BASE],
    ['POST', BASE, article()],
    ['GET', `${BASE}/1`],
    ['PUT', `${BASE}/1`, { ...article(), updatedAt: 1 }],
    ['POST', `${BASE}/1/publish`],
    ['POST', `${BASE}/1/unpublish`],
    ['DELETE', `${BASE}/1`],
  ];
  it.each(calls)('%s %s: 401 anonymous, 403 for a customer, nothing written', async (method, path, body) => {
    expect((await call(path, { method, json: body })).status).toBe(401);
    expect((await call(path, { method, json: body, headers: customerHeaders })).status).toBe(403);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action LIKE 'dealer_article.%' AND actor_customer_id NOT IN (?, ?)", operator.customerId, rival.customerId)).toBe(0);
  });
});

describe('the console', () => {
  it('creates, edits, publishes, withdraws and deletes, auditing each', async () => {
    const response = await send('POST', BASE, article());
    expect(response.status).toBe(201);
    const created = await json<Article>(response);
    expect(created).toMatchObject({ kind: 'news', locale: 'de', title: 'Neue Auktionszeiten', publishedAt: null });
    expect(await audits('dealer_article.created', subject(created))).toBe(1);

    const updated = await json<Article>(await send('PUT', `${BASE}/${created.id}`, { ...article({ title: 'Geänderte Auktionszeiten' }), updatedAt: created.updatedAt }));
    expect(updated.title).toBe('Geänderte Auktionszeiten');
    const entry = await env.DB.prepare("SELECT before, after FROM audit_log WHERE action = 'dealer_article.updated' AND subject_id = ?").bind(subject(created)).first<{ before: string; after: string }>();
    expect(JSON.parse(entry!.before)).toEqual({ title: 'Neue Auktionszeiten' });
    expect(JSON.parse(entry!.after)).toEqual({ title: 'Geänderte Auktionszeiten' });

    const published = await json<Article>(await send('POST', `${BASE}/${created.id}/publish`));
    expect(published.publishedAt).toEqual(expect.any(Number));
    expect((await send('POST', `${BASE}/${created.id}/publish`)).status).toBe(409);
    const withdrawn = await json<Article>(await send('POST', `${BASE}/${created.id}/unpublish`));
    expect(withdrawn.publishedAt).toBeNull();
    expect(await audits('dealer_article.published', subject(created))).toBe(1);
    expect(await audits('dealer_article.unpublished', subject(created))).toBe(1);

    expect((await send('DELETE', `${BASE}/${created.id}`)).status).toBe(204);
    expect((await send('DELETE', `${BASE}/${created.id}`)).status).toBe(404);
    expect(await count('SELECT count(*) AS n FROM dealer_articles WHERE id = ?', created.id)).toBe(0);
    expect(await audits('dealer_article.deleted', subject(created))).toBe(1);
  });

  it('refuses a stale edit with the current article, and lets one of two simultaneous edits win', async () => {
    const created = await create();
    const results = await Promise.all([
      send('PUT', `${BASE}/${created.id}`, { ...article({ title: 'A' }), updatedAt: created.updatedAt }),
      send('PUT', `${BASE}/${created.id}`, { ...article({ title: 'B' }), updatedAt: created.updatedAt }, rival),
    ]);
    expect(results.map((response) => response.status).sort()).toEqual([200, 409]);
    const loser = await json<{ error: { code: string }; changed: { article: Article } }>(results.find((response) => response.status === 409)!);
    expect(loser.error.code).toBe('conflict');
    const stored = await env.DB.prepare('SELECT title FROM dealer_articles WHERE id = ?').bind(created.id).first<{ title: string }>();
    expect(['A', 'B']).toContain(stored?.title);
    expect(loser.changed.article.title).toBe(stored?.title);
    expect(await audits('dealer_article.updated', subject(created))).toBe(1);
  });

  it('lets one of two simultaneous publishes win', async () => {
    const created = await create();
    const results = await Promise.all([send('POST', `${BASE}/${created.id}/publish`), send('POST', `${BASE}/${created.id}/publish`, undefined, rival)]);
    expect(results.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await audits('dealer_article.published', subject(created))).toBe(1);
  });

  it.each([
    ['an unknown kind', article({ kind: 'memo' })],
    ['an unknown locale', article({ locale: 'fr' })],
    ['an empty title', article({ title: '  ' })],
    ['an oversized body', article({ bodyMarkdown: 'x'.repeat(30_001) })],
    ['a negative position', article({ position: -1 })],
    ['an unknown field', { ...article(), publishedAt: 1 }],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    const before = await count('SELECT count(*) AS n FROM dealer_articles');
    const response = await send('POST', BASE, body);
    expect(response.status).toBe(400);
    expect(await count('SELECT count(*) AS n FROM dealer_articles')).toBe(before);
  });

  it('answers unknown ids with 404 and bad ids with 400', async () => {
    expect((await send('GET', `${BASE}/999999`)).status).toBe(404);
    expect((await send('POST', `${BASE}/999999/publish`)).status).toBe(404);
    expect((await send('GET', `${BASE}/abc`)).status).toBe(400);
    expect((await send('PUT', `${BASE}/1`, { ...article() })).status).toBe(400);
  });
});

describe('what merchants read', () => {
  it('shows published articles of the kind in the viewer locale, falling back to German, with inert HTML', async () => {
    const draft = await create({ kind: 'guideline', title: 'Entwurf' });
    const german = await create({ kind: 'guideline', title: 'Abholung', bodyMarkdown: '<script>alert(1)</script> [x](javascript:alert(1)) **binnen 10 Tagen**', position: 1 });
    const first = await create({ kind: 'guideline', title: 'Zahlung', position: 0 });
    const english = await create({ kind: 'guideline', locale: 'en', title: 'Collection' });
    for (const row of [german, first, english]) await send('POST', `${BASE}/${row.id}/publish`);

    const merchant = await createMerchant();
    const de = await json<MerchantAnswer>(await read(merchant, 'guideline'));
    expect(de.locale).toBe('de');
    const titles = de.articles.map((item) => item.title);
    expect(titles.indexOf('Zahlung')).toBeLessThan(titles.indexOf('Abholung'));
    expect(titles).not.toContain(draft.title);
    expect(titles).not.toContain('Collection');
    const html = de.articles.find((item) => item.title === 'Abholung')!.html;
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<strong>binnen 10 Tagen</strong>');
    expect(html).not.toMatch(/<script|href="javascript/i);

    expect((await json<MerchantAnswer>(await read(merchant, 'guideline', 'en'))).articles.map((item) => item.title)).toContain('Collection');
    const polish = await json<MerchantAnswer>(await read(merchant, 'guideline', 'pl'));
    expect(polish.locale).toBe('de');
    expect(polish.articles.map((item) => item.title)).toContain('Zahlung');
    expect((await json<MerchantAnswer>(await read(merchant, 'news', 'sv'))).articles.map((item) => item.title)).not.toContain('Zahlung');
  });

  it('admits merchants in review, refuses rejected and blocked dealers and other customers', async () => {
    expect((await read(await createMerchant({ accepted: null }), 'news')).status).toBe(200);
    expect((await read(await createMerchant({ accepted: false }), 'news')).status).toBe(403);
    expect((await read(await createMerchant({ blocked: true }), 'news')).status).toBe(403);
    expect((await call('/private/merchant/articles?kind=news', { headers: customerHeaders })).status).toBe(403);
    expect((await call('/private/merchant/articles?kind=news')).status).toBe(401);
    expect((await read(await createMerchant(), 'memo')).status).toBe(400);
  });
});

describe('the dealer area pages', () => {
  it.each([
    ['account-merchant-news', 'Neuigkeiten'],
    ['account-merchant-guidelines', 'Richtlinien'],
  ] as const)('%s renders its own page', async (route, heading) => {
    const merchant = await createMerchant();
    const response = await call(pathFor(route, 'de'), { headers: merchant.headers });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<h1 class="page__title">${heading}</h1>`);
    expect(page).not.toContain('class="container page placeholder"');
  });
});
