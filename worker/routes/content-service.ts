/**
 * The content service's public calls (spec 000 section 7): landing pages, articles and the valuation page, filtered
 * by name or URL (`/api/landing-pages`, `/api/articles`, `/api/valuation-pages`), and the storefront's own lookup of
 * a landing page or article by URL (`/public/content/landing-page?url=`), which answers 404 for an unknown URL.
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { contentServiceQuerySchema, isLandingUrl, type LandingKind } from '../../domain/operations/landing-pages.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { validate } from '../lib/validate.ts';
import { contentServiceAnswer, findPublicLandingPage } from '../services/content-service.ts';

export const contentServiceRoutes = new Hono<AppEnv>();

const CALLS: [string, LandingKind][] = [
  ['/api/landing-pages', 'landing'],
  ['/api/articles', 'article'],
  ['/api/valuation-pages', 'valuation'],
];

for (const [path, kind] of CALLS) {
  contentServiceRoutes.get(path, validate('query', contentServiceQuerySchema), async (c) =>
    c.json(await contentServiceAnswer(c.get('db'), [kind], c.req.valid('query'), c.get('locale'))),
  );
}

const landingPageQuery = z.strictObject({
  url: z.string({ error: 'validation.required' }).check(z.refine(isLandingUrl, 'validation.invalid')),
  storeCode: z.optional(z.string().check(z.maxLength(5, 'validation.invalid'))),
});

contentServiceRoutes.get('/public/content/landing-page', validate('query', landingPageQuery), async (c) => {
  const page = await findPublicLandingPage(c.get('db'), c.req.valid('query').url, c.get('locale'));
  if (!page) throw new ApiError(404, 'not_found');
  return c.json(page);
});
