/** Identifies the calling client for rate limits: Cloudflare's connecting IP, else the visitor cookie. */
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';

export function clientKey(c: Context<AppEnv>): string {
  return c.req.header('CF-Connecting-IP') ?? `visitor:${c.get('visitorId')}`;
}
