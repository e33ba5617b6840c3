/** Operator calls for the dealer area's news and guidelines; plus the merchants' own read of the published ones. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { DEALER_ARTICLE_KINDS, dealerArticleInputSchema, dealerArticleUpdateSchema } from '../../domain/operations/dealer-article-fields.ts';
import type { AppEnv } from '../env.ts';
import { idParam } from '../lib/params.ts';
import { signedInCustomerId } from '../lib/signed-in.ts';
import { validate } from '../lib/validate.ts';
import { merchantArticles } from '../services/dealer-articles.ts';
import { auditActor } from '../services/operations/audit.ts';
import {
  createDealerArticle,
  deleteDealerArticle,
  listDealerArticlesAdmin,
  readDealerArticle,
  setDealerArticlePublished,
  updateDealerArticle,
} from '../services/operations/dealer-articles-admin.ts';

export const dealerArticleRoutes = new Hono<AppEnv>();

const BASE = '/admin/api/content/dealer-articles';

dealerArticleRoutes.get(BASE, async (c) => c.json({ items: await listDealerArticlesAdmin(c.get('db')) }));

dealerArticleRoutes.post(BASE, validate('json', dealerArticleInputSchema), async (c) =>
  c.json(await createDealerArticle(c.get('db'), auditActor(c), c.req.valid('json')), 201),
);

dealerArticleRoutes.get(`${BASE}/:id`, validate('param', idParam), async (c) => c.json(await readDealerArticle(c.get('db'), c.req.valid('param').id)));

dealerArticleRoutes.put(`${BASE}/:id`, validate('param', idParam), validate('json', dealerArticleUpdateSchema), async (c) =>
  c.json(await updateDealerArticle(c.get('db'), auditActor(c), c.req.valid('param').id, c.req.valid('json'))),
);

dealerArticleRoutes.post(`${BASE}/:id/publish`, validate('param', idParam), async (c) =>
  c.json(await setDealerArticlePublished(c.get('db'), auditActor(c), c.req.valid('param').id, true)),
);

dealerArticleRoutes.post(`${BASE}/:id/unpublish`, validate('param', idParam), async (c) =>
  c.json(await setDealerArticlePublished(c.get('db'), auditActor(c), c.req.valid('param').id, false)),
);

dealerArticleRoutes.delete(`${BASE}/:id`, validate('param', idParam), async (c) => {
  await deleteDealerArticle(c.get('db'), auditActor(c), c.req.valid('param').id);
  return c.body(null, 204);
});

dealerArticleRoutes.get('/private/merchant/articles', validate('query', z.object({ kind: z.enum(DEALER_ARTICLE_KINDS, 'validation.invalid') })), async (c) =>
  c.json(await merchantArticles(c.get('db'), signedInCustomerId(c), c.req.valid('query').kind, c.get('locale'))),
);
