/** Operator settings: the system bar and the other keys served publicly by GET /public/settings/{key} (an allow-list). */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../env.ts';
import { validate } from '../lib/validate.ts';
import { auditActor } from '../services/operations/audit.ts';
import { listSettings, updateSetting } from '../services/operations/settings.ts';

export const adminSettingsRoutes = new Hono<AppEnv>();

const keyParam = z.object({ key: z.string().check(z.regex(/^[a-z0-9_]{1,64}$/, 'validation.invalid')) });

const changeBody = z.object({
  // Checked by the key's own schema in the service, which names the failing field.
  value: z.unknown(),
  updatedAt: z.nullable(z.int('validation.integer')),
});

adminSettingsRoutes.get('/admin/api/settings', async (c) => c.json({ settings: await listSettings(c.get('db')) }));

adminSettingsRoutes.put('/admin/api/settings/:key', validate('param', keyParam), validate('json', changeBody), async (c) => {
  const { value, updatedAt } = c.req.valid('json');
  const saved = await updateSetting(c.get('db'), auditActor(c), { key: c.req.valid('param').key, value, updatedAt });
  return c.json({ key: saved.key, value: saved.value, updatedAt: saved.updatedAt });
});
