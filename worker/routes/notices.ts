/** Terms and conditions for the acceptance dialog. */
import { Hono } from 'hono';
import { currentTerms } from '../db/repositories/notices.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';

export const noticeRoutes = new Hono<AppEnv>();

noticeRoutes.get('/public/terms/current', async (c) => {
  const terms = await currentTerms(c.get('db'), c.get('locale'));
  if (!terms) throw new ApiError(404, 'not_found');
  return c.json(terms);
});
