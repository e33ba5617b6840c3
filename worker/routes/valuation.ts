/**
 * The free valuation's public calls (spec 001 section 7, "Valuation"): the caller's valuation, its report (by the
 * report link's key, or "v{id}" for its owner), the draft/submit call, and the report's "start an ad" button.
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { valuationUpdateSchema } from '../../domain/valuation/form.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { validate } from '../lib/validate.ts';
import { startAdFromReport } from '../services/valuation/start-ad.ts';
import { updateValuation } from '../services/valuation/submit-valuation.ts';
import { valuationAnswer } from '../services/valuation/valuation-answer.ts';
import { currentValuation, REPORT_REF_PATTERN, reportValuation } from '../services/valuation/valuations.ts';

export const valuationRoutes = new Hono<AppEnv>();

const reportParam = z.object({ key: z.string().check(z.regex(REPORT_REF_PATTERN, 'validation.invalid')) });

valuationRoutes.get('/public/valuate-my-vehicle/get', async (c) => {
  const found = await currentValuation(c);
  if (!found) throw new ApiError(404, 'valuation_not_found');
  return c.json(await valuationAnswer(c, found, null));
});

valuationRoutes.get('/public/valuate-my-vehicle/report/get/:key', validate('param', reportParam), async (c) => {
  const { found, key } = await reportValuation(c, c.req.valid('param').key);
  return c.json(await valuationAnswer(c, found, key));
});

valuationRoutes.put('/public/valuate-my-vehicle/update', validate('json', valuationUpdateSchema), async (c) => {
  return c.json(await updateValuation(c, c.req.valid('json')));
});

valuationRoutes.post('/public/valuate-my-vehicle/report/:key/start-ad', validate('param', reportParam), async (c) => {
  return c.json(await startAdFromReport(c, c.req.valid('param').key));
});
