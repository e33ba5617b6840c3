/** Editorial content calls: pages, blog index, articles and author pages, in the request's locale. */
import { Hono } from 'hono';
import { z } from 'zod';
import { CONTENT_PAGE_SLUGS } from '../../domain/content.ts';
import { findArticle, findAuthor, findContentPage, listArticles } from '../db/repositories/content.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { validate } from '../lib/validate.ts';
import { withPageHtml } from '../services/content-page-html.ts';
import { renderMarkdown } from '../lib/markdown.ts';

export const contentRoutes = new Hono<AppEnv>();

const BLOG_PAGE_SIZE = 9;
const slugParam = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'validation.invalid') });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });

contentRoutes.get(
  '/public/content/page/:slug',
  validate('param', z.object({ slug: z.enum(CONTENT_PAGE_SLUGS, 'validation.invalid') })),
  async (c) => {
    const page = await findContentPage(c.get('db'), c.req.valid('param').slug, c.get('locale'));
    if (!page) throw new ApiError(404, 'not_found');
    return c.json(withPageHtml(page));
  },
);

contentRoutes.get('/public/content/blog', validate('query', pageQuery), async (c) => {
  const { page } = c.req.valid('query');
  const { articles, total } = await listArticles(c.get('db'), c.get('locale'), page, BLOG_PAGE_SIZE);
  return c.json({ articles, total, page, pages: Math.ceil(total / BLOG_PAGE_SIZE) });
});

contentRoutes.get('/public/content/blog/:slug', validate('param', slugParam), async (c) => {
  const db = c.get('db');
  const article = await findArticle(db, c.req.valid('param').slug, c.get('locale'));
  if (!article) throw new ApiError(404, 'not_found');
  const author = await findAuthor(db, article.authorSlug, c.get('locale'));
  // The paragraphs are Markdown: the page shows them only as this sanitized HTML.
  return c.json({ article: { ...article, bodyHtml: renderMarkdown(article.body.join('\n\n')) }, author });
});

contentRoutes.get('/public/content/blog-author/:slug', validate('param', slugParam), async (c) => {
  const db = c.get('db');
  const author = await findAuthor(db, c.req.valid('param').slug, c.get('locale'));
  if (!author) throw new ApiError(404, 'not_found');
  const { articles, total } = await listArticles(db, c.get('locale'), 1, 50, author.slug);
  return c.json({ author, articles, total });
});
