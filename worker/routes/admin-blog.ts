/** Operator calls for blog articles (per slug and locale) and their authors (console section "landing"). */
import { Hono } from 'hono';
import { authorCreateSchema, authorUpdateSchema, blogCreateSchema, blogKeyParam, blogUpdateSchema, versionQuery } from '../../domain/operations/blog-posts.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { auditActor } from '../services/operations/audit.ts';
import {
  createAuthor,
  createBlog,
  deleteBlog,
  listAuthors,
  listBlog,
  readAuthor,
  readBlog,
  updateAuthor,
  updateBlog,
} from '../services/operations/blog-posts.ts';

export const adminBlogRoutes = new Hono<AppEnv>();

const BLOG = '/admin/api/content/blog';
const AUTHORS = '/admin/api/content/authors';

adminBlogRoutes.get(BLOG, async (c) => c.json({ items: await listBlog(c.get('db')) }));

adminBlogRoutes.post(BLOG, validate('json', blogCreateSchema), async (c) => c.json(await createBlog(c.get('db'), auditActor(c), c.req.valid('json')), 201));

adminBlogRoutes.get(`${BLOG}/:slug/:locale`, validate('param', blogKeyParam), async (c) => {
  const { slug, locale } = c.req.valid('param');
  return c.json(await readBlog(c.get('db'), slug, locale));
});

adminBlogRoutes.put(`${BLOG}/:slug/:locale`, validate('param', blogKeyParam), validate('json', blogUpdateSchema), async (c) => {
  const { slug, locale } = c.req.valid('param');
  return c.json(await updateBlog(c.get('db'), auditActor(c), slug, locale, c.req.valid('json')));
});

adminBlogRoutes.delete(`${BLOG}/:slug/:locale`, validate('param', blogKeyParam), validate('query', versionQuery), async (c) => {
  const { slug, locale } = c.req.valid('param');
  await deleteBlog(c.get('db'), auditActor(c), slug, locale, c.req.valid('query').version);
  return c.body(null, 204);
});

adminBlogRoutes.get(AUTHORS, async (c) => c.json({ items: await listAuthors(c.get('db')) }));

adminBlogRoutes.post(AUTHORS, validate('json', authorCreateSchema), async (c) => c.json(await createAuthor(c.get('db'), auditActor(c), c.req.valid('json')), 201));

adminBlogRoutes.get(`${AUTHORS}/:slug/:locale`, validate('param', blogKeyParam), async (c) => {
  const { slug, locale } = c.req.valid('param');
  return c.json(await readAuthor(c.get('db'), slug, locale));
});

adminBlogRoutes.put(`${AUTHORS}/:slug/:locale`, validate('param', blogKeyParam), validate('json', authorUpdateSchema), async (c) => {
  const { slug, locale } = c.req.valid('param');
  return c.json(await updateAuthor(c.get('db'), auditActor(c), slug, locale, c.req.valid('json')));
});
