/** The operator's second factor (TOTP): enrolment, confirmation with recovery codes shown once, and the code check that opens operator powers (/admin/api and elsewhere) for this sign-in. */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod/mini';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { validate } from '../lib/validate.ts';
import { confirmEnrolment, secondFactorStatus, startEnrolment, verifySecondFactor } from '../services/operations/second-factor.ts';

export const operatorSecondFactorRoutes = new Hono<AppEnv>();

const BASE = '/private/operator/second-factor';

/** Under /private (signed in, not yet past the factor), so the role is checked here: operators only. */
const operatorsOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('viewer').customer?.isAdmin) throw new ApiError(403, 'forbidden');
  await next();
});

operatorSecondFactorRoutes.use(BASE, operatorsOnly);
operatorSecondFactorRoutes.use(`${BASE}/*`, operatorsOnly);

/** Six digits as an authenticator app shows them; spaces around are forgiven. */
const totpCode = z.string({ error: 'validation.required' }).check(z.trim(), z.regex(/^\d{6}$/, 'validation.invalid'));
const recoveryCode = z.string({ error: 'validation.required' }).check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(32, 'validation.invalid'));

const verifyBody = z
  .object({ code: z.optional(totpCode), recoveryCode: z.optional(recoveryCode) })
  .check(z.refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), { error: 'validation.required', path: ['code'] }));

operatorSecondFactorRoutes.get(BASE, async (c) => c.json(await secondFactorStatus(c)));

operatorSecondFactorRoutes.post(`${BASE}/enrol`, async (c) => c.json(await startEnrolment(c)));

operatorSecondFactorRoutes.post(`${BASE}/confirm`, validate('json', z.object({ code: totpCode })), async (c) =>
  c.json(await confirmEnrolment(c, c.req.valid('json').code)),
);

operatorSecondFactorRoutes.post(`${BASE}/verify`, validate('json', verifyBody), async (c) => {
  const { code, recoveryCode: recovery } = c.req.valid('json');
  return c.json(await verifySecondFactor(c, code !== undefined ? { code } : { recoveryCode: recovery ?? '' }));
});
