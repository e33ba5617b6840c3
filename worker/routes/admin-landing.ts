/** Operator calls for landing pages, articles and the valuation page (console section "landing"), and the Markdown preview. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { landingInputSchema, landingUpdateSchema } from '../../domain/operations/landing-pages.ts';
import type { AppEnv } from '../env.ts';
import { renderMarkdown } from '../lib/markdown.ts';
import { idParam } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { auditActor } from '../services/operations/audit.ts';
import { createLanding, listLanding, readLanding, removeLanding, setPublished, updateLanding } from '../services/operations/landing-pages.ts';

export const adminLandingRoutes = new Hono<AppEnv>();

const BASE = '/admin/api/content/landing';

adminLandingRoutes.get(BASE, async (c) => c.json({ items: await listLanding(c.get('db')) }));

adminLandingRoutes.post(BASE, validate('json', landingInputSchema), async (c) =>
  c.json(await createLanding(c.get('db'), auditActor(c), c.req.valid('json')), 201),
);

/** What a page's Markdown looks like on the storefront: the same renderer, nothing stored. */
adminLandingRoutes.post(
  `${BASE}/preview`,
  validate('json', z.strictObject({ markdown: z.string({ error: 'validation.invalid' }).check(z.maxLength(50_000, 'validation.max')) })),
  (c) => c.json({ html: renderMarkdown(c.req.valid('json').markdown) }),
);

adminLandingRoutes.get(`${BASE}/:id`, validate('param', idParam), async (c) => c.json(await readLanding(c.get('db'), c.req.valid('param').id)));

adminLandingRoutes.put(`${BASE}/:id`, validate('param', idParam), validate('json', landingUpdateSchema), async (c) =>
  c.json(await updateLanding(c.get('db'), auditActor(c), c.req.valid('param').id, c.req.valid('json'))),
);

adminLandingRoutes.post(`${BASE}/:id/publish`, validate('param', idParam), async (c) =>
  c.json(await setPublished(c.get('db'), auditActor(c), c.req.valid('param').id, true)),
);

adminLandingRoutes.post(`${BASE}/:id/unpublish`, validate('param', idParam), async (c) =>
  c.json(await setPublished(c.get('db'), auditActor(c), c.req.valid('param').id, false)),
);

adminLandingRoutes.delete(`${BASE}/:id`, validate('param', idParam), async (c) => {
  await removeLanding(c.get('db'), auditActor(c), c.req.valid('param').id);
  return c.body(null, 204);
});
