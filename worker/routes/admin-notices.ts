/** Operator calls for the console's content area: terms versions, merchant popups and the newsletter export. */
import { Hono } from 'hono';
import { popupInputSchema, termsInputSchema } from '../../domain/operations/notice-texts.ts';
import type { AppEnv } from '../env.ts';
import { idParam } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { createPopup, createTerms, deletePopup, deleteTerms, listPopups, listTerms } from '../services/operations/notices-admin.ts';
import { exportSubscribers, newsletterSummary } from '../services/operations/notices-admin-newsletter.ts';

export const adminNoticesRoutes = new Hono<AppEnv>();

adminNoticesRoutes.get('/admin/api/terms', async (c) => c.json({ items: await listTerms(c) }));

adminNoticesRoutes.post('/admin/api/terms', validate('json', termsInputSchema), async (c) => c.json(await createTerms(c, c.req.valid('json')), 201));

adminNoticesRoutes.delete('/admin/api/terms/:id', validate('param', idParam), async (c) => {
  await deleteTerms(c, c.req.valid('param').id);
  return c.body(null, 204);
});

adminNoticesRoutes.get('/admin/api/popups', async (c) => c.json({ items: await listPopups(c) }));

adminNoticesRoutes.post('/admin/api/popups', validate('json', popupInputSchema), async (c) => c.json(await createPopup(c, c.req.valid('json')), 201));

adminNoticesRoutes.delete('/admin/api/popups/:id', validate('param', idParam), async (c) => {
  await deletePopup(c, c.req.valid('param').id);
  return c.body(null, 204);
});

adminNoticesRoutes.get('/admin/api/newsletter', async (c) => c.json(await newsletterSummary(c)));

adminNoticesRoutes.get('/admin/api/newsletter/subscribers.csv', async (c) => {
  const { filename, body } = await exportSubscribers(c);
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
    // Addresses: never kept by a shared cache or sniffed into something else.
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
});
