/**
 * Development only: restarts an auction's object, as a crash or a deploy would, so the day benchmark can prove that
 * nothing is lost mid-slot. 404 wherever ENVIRONMENT is not "development" in so many words.
 */
import { Hono } from 'hono';
import { isDevelopment } from '../config/check-configuration.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, errorBody } from '../lib/api-error.ts';
import { idParam } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { auctionRoom } from '../services/auctions/rooms.ts';

export const devFaultsRoutes = new Hono<AppEnv>();

devFaultsRoutes.use('/dev/auction/*', async (c, next) => {
  if (!isDevelopment(c.env)) return c.json(errorBody(c, new ApiError(404, 'not_found')), 404);
  return next();
});

devFaultsRoutes.post('/dev/auction/:id/restart', validate('param', idParam), async (c) => {
  const auctionId = c.req.valid('param').id;
  // The abort ends the call that asked for it: that error is the restart happening.
  await auctionRoom(c.env, auctionId).restart().catch(() => undefined);
  return c.json({ auctionId, restarted: true }, 202);
});
