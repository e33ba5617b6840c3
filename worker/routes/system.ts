/** System calls: health, readiness of D1/Durable Objects/R2, version, server time and public settings. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Bindings } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { BUILD_TAG } from '../lib/build-info.ts';
import { validate } from '../lib/validate.ts';
import { authSecret } from '../services/auth/secret.ts';
import { publicSetting } from '../services/operations/settings.ts';

export const systemRoutes = new Hono<AppEnv>();

systemRoutes.get('/health', (c) => c.json({ status: 'ok' }));

type Check = (env: Bindings) => Promise<unknown>;

const READINESS_CHECKS: Record<string, Check> = {
  d1: (env) => env.DB.prepare('SELECT 1').first(),
  durable_object: async (env) => {
    const answer = await env.AUCTION_ROOM.get(env.AUCTION_ROOM.idFromName('__ready__')).ping();
    if (answer !== 'pong') throw new Error('unexpected answer');
  },
  r2: (env) => env.MEDIA.head('__ready__'),
  auth_secret: async (env) => authSecret(env),
};

systemRoutes.get('/ready', async (c) => {
  const results = await Promise.all(
    Object.entries(READINESS_CHECKS).map(async ([name, check]) => {
      try {
        await check(c.env);
        return [name, true] as const;
      } catch (error) {
        console.error(JSON.stringify({ requestId: c.get('requestId'), ready: name, error: String(error) }));
        return [name, false] as const;
      }
    }),
  );
  const failed = results.filter(([, ok]) => !ok).map(([name]) => name);
  const checks = Object.fromEntries(results.map(([name, ok]) => [name, ok ? 'ok' : 'failed']));
  return c.json({ status: failed.length ? 'unavailable' : 'ready', checks, failed }, failed.length ? 503 : 200);
});

systemRoutes.get('/version.json', (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ tag: c.env.VERSION_TAG || BUILD_TAG });
});

systemRoutes.post('/public/time', (c) => {
  const now = Date.now();
  return c.json({ time: now, iso: new Date(now).toISOString() });
});

const settingKey = z.object({ key: z.string().regex(/^[a-z0-9_]{1,64}$/, 'validation.invalid') });

systemRoutes.get('/public/settings/:key', validate('param', settingKey), async (c) => {
  const { key } = c.req.valid('param');
  // Only allow-listed keys (domain/settings-keys.ts) are public, whatever else the table holds.
  const value = await publicSetting(c.get('db'), key);
  if (value === undefined) throw new ApiError(404, 'setting_not_found');
  return c.json({ key, value });
});
