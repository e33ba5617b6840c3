/** The console's site pages: drafts with revisions, publishing into content_pages, Markdown rendered inert. */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { operatorSession, type Operator } from './operator-helpers.ts';

interface AuditRow {
  actor_customer_id: number;
  action: string;
  subject_id: string;
  before: string | null;
  after: string | null;
}

let operator: Operator;
let rival: Operator;
let customerHeaders: Record<string, string>;

beforeAll(async () => {
  [operator, rival] = [await operatorSession(), await operatorSession()];
  customerHeaders = bearer(await login((await createCustomer()).email));
});

const faqFields = (answer = 'Wir prüfen **jede** Anzeige.', title = 'Häufige Fragen') => ({
  title,
  description: 'Antworten rund um Verkauf und Auktion',
  body: { groups: [{ title: 'Verkauf', items: [{ question: 'Wie lange dauert die Prüfung?', answer }] }] },
});

const put = (path: string, body: unknown, who: Operator = operator) => call(path, { method: 'PUT', headers: bearer(who), json: body });
const post = (path: string, body: unknown, who: Operator = operator) => call(path, { method: 'POST', headers: bearer(who), json: body });
const draftPath = (slug: string, locale = 'de') => `/admin/api/content/pages/${slug}/${locale}/draft`;
const publishPath = (slug: string, locale = 'de') => `/admin/api/content/pages/${slug}/${locale}/publish`;
const errorOf = async (response: Response) => (await json<{ error: { code: string } }>(response)).error;
const count = async (query: string, ...binds: unknown[]) => (await env.DB.prepare(query).bind(...binds).first<{ n: number }>())?.n ?? 0;
const audits = async (action: string, subjectId: string) =>
  (await env.DB.prepare('SELECT * FROM audit_log WHERE action = ? AND subject_id = ? ORDER BY id').bind(action, subjectId).all<AuditRow>()).results;

describe('who may call', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/admin/api/content/pages'],
    ['GET', '/admin/api/content/pages/faq/de'],
    ['PUT', draftPath('faq'), { fields: faqFields(), revision: null }],
    ['POST', publishPath('faq'), { revision: 1 }],
    ['POST', '/admin/api/content/preview', { markdown: '**x**' }],
  ];
  it.each(calls)('%s %s: 401 anonymous, 403 for a customer, nothing written', async (method, path, body) => {
    expect((await call(path, { method, json: body })).status).toBe(401);
    expect((await call(path, { method, json: body, headers: customerHeaders })).status).toBe(403);
    expect(await count('SELECT count(*) AS n FROM content_drafts')).toBe(0);
  });
});

describe('drafts', () => {
  it('lists every page and locale, marking those with unpublished drafts', async () => {
    await put(draftPath('imprint', 'en'), { fields: { title: 'Imprint', description: '', body: { sections: [{ heading: 'Company', paragraphs: ['Campermarkt24 GmbH'] }] } }, revision: null });
    const { items } = await json<{ items: { slug: string; locale: string; hasDraft: boolean; bodyKind: string }[] }>(await call('/admin/api/content/pages', { headers: bearer(operator) }));
    expect(items).toHaveLength(12 * 8);
    expect(items.find((item) => item.slug === 'imprint' && item.locale === 'en')).toMatchObject({ hasDraft: true, bodyKind: 'sections' });
    expect(items.find((item) => item.slug === 'imprint' && item.locale === 'de')).toMatchObject({ hasDraft: false });
  });

  it('saves revisions, refuses a stale one with the current fields, and audits each save', async () => {
    const first = await put(draftPath('faq'), { fields: faqFields(), revision: null });
    expect(first.status).toBe(200);
    expect(await json(first)).toMatchObject({ revision: 1 });
    const second = await put(draftPath('faq'), { fields: faqFields('Innerhalb von 24 Stunden.'), revision: 1 });
    expect(await json(second)).toMatchObject({ revision: 2 });

    const stale = await put(draftPath('faq'), { fields: faqFields('veraltet'), revision: 1 }, rival);
    expect(stale.status).toBe(409);
    const error = await json<{ error: { code: string }; changed: Record<string, unknown> }>(stale);
    expect(error.error.code).toBe('conflict');
    expect(error.changed).toMatchObject({ revision: 2, fields: faqFields('Innerhalb von 24 Stunden.') });

    const page = await json<{ draft: { revision: number; fields: unknown }; published: unknown }>(await call('/admin/api/content/pages/faq/de', { headers: bearer(operator) }));
    expect(page.draft).toMatchObject({ revision: 2, fields: faqFields('Innerhalb von 24 Stunden.') });
    const saved = await audits('content.saved', 'page:faq:de');
    expect(saved).toHaveLength(2);
    expect(saved[1]!.actor_customer_id).toBe(operator.customerId);
    expect(JSON.parse(saved[1]!.before!)).toEqual({ revision: 1 });
    expect(JSON.parse(saved[1]!.after!)).toEqual({ revision: 2, changed: ['body'] });
  });

  it('lets exactly one of two operators saving the same revision win', async () => {
    await put(draftPath('partner'), { fields: { title: 'Partner', description: '', body: { sections: [] } }, revision: null });
    const results = await Promise.all([
      put(draftPath('partner'), { fields: { title: 'Partner A', description: '', body: { sections: [] } }, revision: 1 }),
      put(draftPath('partner'), { fields: { title: 'Partner B', description: '', body: { sections: [] } }, revision: 1 }, rival),
    ]);
    expect(results.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await count("SELECT revision AS n FROM content_drafts WHERE kind = 'page' AND item_key = 'partner'")).toBe(2);
    expect(await audits('content.saved', 'page:partner:de')).toHaveLength(2);
  });

  it('lets exactly one of two first saves win', async () => {
    const fields = { title: 'Preise', description: '', body: { intro: 'Kostenlos', sections: [] } };
    const results = await Promise.all([put(draftPath('pricing'), { fields, revision: null }), put(draftPath('pricing'), { fields, revision: null }, rival)]);
    expect(results.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await audits('content.saved', 'page:pricing:de')).toHaveLength(1);
  });

  it.each([
    ['missing title', { description: '', body: { groups: [] } }],
    ['a body of another kind', { title: 'FAQ', description: '', body: { sections: [] } }],
    ['an unknown field', { title: 'FAQ', description: '', body: { groups: [] }, html: '<b>x</b>' }],
    ['an empty answer', faqFields('   ')],
    ['an oversized answer', faqFields('x'.repeat(20_001))],
    ['too many groups', { title: 'FAQ', description: '', body: { groups: Array.from({ length: 21 }, () => ({ title: 'G', items: [] })) } }],
  ])('refuses %s with 400 and stores nothing', async (_, fields) => {
    const response = await put(draftPath('faq', 'nl'), { fields, revision: null });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('validation_failed');
    expect(await count("SELECT count(*) AS n FROM content_drafts WHERE item_key = 'faq' AND locale = 'nl'")).toBe(0);
    expect(await audits('content.saved', 'page:faq:nl')).toHaveLength(0);
  });

  it('refuses a bad revision, slug or locale with 400', async () => {
    expect((await put(draftPath('faq', 'nl'), { fields: faqFields(), revision: 'x' })).status).toBe(400);
    expect((await put(draftPath('nope', 'de'), { fields: faqFields(), revision: null })).status).toBe(400);
    expect((await put(draftPath('faq', 'fr'), { fields: faqFields(), revision: null })).status).toBe(400);
  });
});

describe('publishing', () => {
  const hostile = '<script>alert(1)</script> <img src=x onerror=alert(2)> [klick](javascript:alert(3)) **fett**';

  it('copies the draft into the page, once, with its audit entry', async () => {
    const { revision } = await json<{ revision: number }>(await put(draftPath('faq', 'en'), { fields: faqFields('We check **every** ad.', 'FAQ'), revision: null }));
    const results = await Promise.all([post(publishPath('faq', 'en'), { revision }), post(publishPath('faq', 'en'), { revision }, rival)]);
    expect(results.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await errorOf(results.find((response) => response.status === 409)!)).code).toBe('already_handled');

    const stored = await env.DB.prepare("SELECT title, body FROM content_pages WHERE slug = 'faq' AND locale = 'en'").first<{ title: string; body: string }>();
    expect(stored?.title).toBe('FAQ');
    expect(JSON.parse(stored!.body)).toEqual(faqFields('We check **every** ad.').body);
    const published = await audits('content.published', 'page:faq:en');
    expect(published).toHaveLength(1);
    expect(JSON.parse(published[0]!.after!)).toMatchObject({ revision, changed: ['body', 'description', 'title'] });

    const page = await json<{ body: { groups: { items: { answer: string; answerHtml: string }[] }[] } }>(await call('/public/content/page/faq', { headers: { Cookie: 'i18n_locale=en' } }));
    expect(page.body.groups[0]!.items[0]).toEqual({ question: 'Wie lange dauert die Prüfung?', answer: 'We check **every** ad.', answerHtml: '<p>We check <strong>every</strong> ad.</p>\n' });
  });

  it('refuses a stale revision and a page without a draft', async () => {
    await put(draftPath('jobs'), { fields: { title: 'Jobs', description: '', body: { sections: [], openings: [] } }, revision: null });
    await put(draftPath('jobs'), { fields: { title: 'Karriere', description: '', body: { sections: [], openings: [] } }, revision: 1 });
    const stale = await post(publishPath('jobs'), { revision: 1 });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).code).toBe('conflict');
    expect((await post(publishPath('tac'), { revision: 1 })).status).toBe(409);
    expect(await count("SELECT count(*) AS n FROM content_pages WHERE slug IN ('jobs', 'tac')")).toBe(0);
    expect((await post(publishPath('jobs'), { revision: 0 })).status).toBe(400);
  });

  it('stores HTML and script as text and serves it inert, as JSON and server-rendered', async () => {
    const fields = {
      title: 'Über uns <script>alert(0)</script>',
      description: '',
      body: { intro: hostile, sections: [{ heading: 'Wer', paragraphs: [hostile], items: [hostile] }] },
    };
    const { revision } = await json<{ revision: number }>(await put(draftPath('about'), { fields, revision: null }));
    expect((await post(publishPath('about'), { revision })).status).toBe(200);
    const stored = await env.DB.prepare("SELECT body FROM content_pages WHERE slug = 'about' AND locale = 'de'").first<{ body: string }>();
    expect(JSON.parse(stored!.body).intro).toBe(hostile);

    const page = await json<{ body: { introHtml: string; sections: { html: string }[] } }>(await call('/public/content/page/about'));
    for (const html of [page.body.introHtml, page.body.sections[0]!.html]) {
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain('<strong>fett</strong>');
      expect(html).not.toMatch(/<script|<img|href="javascript/i);
    }
    const ssr = await call('/ueber-uns');
    expect(ssr.status).toBe(200);
    const text = await ssr.text();
    expect(text).toContain('<strong>fett</strong>');
    expect(text).not.toMatch(/<script>alert|<img src=x|href="javascript/i);
  });
});

describe('preview', () => {
  it('renders Markdown with the storefront renderer', async () => {
    const response = await post('/admin/api/content/preview', { markdown: '# Titel\n\n<script>x</script> [a](javascript:x)' });
    expect(await json(response)).toEqual({ html: '<h1>Titel</h1>\n<p>&lt;script&gt;x&lt;/script&gt; [a](javascript:x)</p>\n' });
  });

  it('refuses what is not a bounded string', async () => {
    expect((await post('/admin/api/content/preview', { markdown: 5 })).status).toBe(400);
    expect((await post('/admin/api/content/preview', { markdown: 'x'.repeat(60_001) })).status).toBe(400);
  });
});
