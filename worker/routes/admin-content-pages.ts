/** Operator calls for the site pages (drafts, publishing) and the Markdown preview of every content editor. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { CONTENT_PAGE_SLUGS } from '../../domain/content.ts';
import { LOCALES } from '../../domain/locales.ts';
import type { AppEnv } from '../env.ts';
import { renderMarkdown } from '../lib/markdown.ts';
import { validate } from '../lib/validate.ts';
import { auditActor } from '../services/operations/audit.ts';
import { listPages, publishPage, readPage, savePageDraft } from '../services/operations/content-pages-admin.ts';

export const adminContentPagesRoutes = new Hono<AppEnv>();

/** Longest Markdown a preview renders (a whole article; the JSON body limit is 64 KB anyway). */
const MAX_PREVIEW_CHARS = 60_000;

const pageParam = z.object({ slug: z.enum(CONTENT_PAGE_SLUGS, 'validation.invalid'), locale: z.enum(LOCALES, 'validation.invalid') });
const revision = z.number({ error: 'validation.invalid' }).check(z.int('validation.invalid'), z.positive('validation.invalid'), z.lte(2_147_483_647, 'validation.invalid'));
// The fields are checked against the page's body kind in the service (the schema depends on the slug).
const draftBody = z.strictObject({ fields: z.record(z.string(), z.unknown()), revision: z.nullable(revision) }, { error: 'validation.invalid' });
const publishBody = z.strictObject({ revision }, { error: 'validation.invalid' });
const previewBody = z.strictObject(
  { markdown: z.string({ error: 'validation.invalid' }).check(z.maxLength(MAX_PREVIEW_CHARS, 'validation.max')) },
  { error: 'validation.invalid' },
);

adminContentPagesRoutes.get('/admin/api/content/pages', async (c) => c.json({ items: await listPages(c.get('db')) }));

adminContentPagesRoutes.get('/admin/api/content/pages/:slug/:locale', validate('param', pageParam), async (c) => {
  const { slug, locale } = c.req.valid('param');
  return c.json(await readPage(c.get('db'), slug, locale));
});

adminContentPagesRoutes.put('/admin/api/content/pages/:slug/:locale/draft', validate('param', pageParam), validate('json', draftBody), async (c) => {
  const { slug, locale } = c.req.valid('param');
  const { fields, revision: current } = c.req.valid('json');
  return c.json(await savePageDraft(c.get('db'), auditActor(c), slug, locale, fields, current));
});

adminContentPagesRoutes.post('/admin/api/content/pages/:slug/:locale/publish', validate('param', pageParam), validate('json', publishBody), async (c) => {
  const { slug, locale } = c.req.valid('param');
  return c.json(await publishPage(c.get('db'), auditActor(c), slug, locale, c.req.valid('json').revision));
});

/** Renders Markdown with the storefront's sanitizing renderer, so the preview shows exactly what visitors will get. */
adminContentPagesRoutes.post('/admin/api/content/preview', validate('json', previewBody), (c) => c.json({ html: renderMarkdown(c.req.valid('json').markdown) }));
