/**
 * Identifies the calling client for rate limits: Cloudflare's connecting IP (IPv6 by its /64, see
 * domain/client-address.ts), else the visitor cookie. Behind Cloudflare the header is always set and cannot be
 * forged by the client; only local runs without a proxy (tests) fall back to the cookie.
 */
import type { Context } from 'hono';
import { clientBucket } from '../../domain/client-address.ts';
import type { AppEnv } from '../env.ts';

export function clientKey(c: Context<AppEnv>): string {
  const address = c.req.header('CF-Connecting-IP');
  return address === undefined ? `visitor:${c.get('visitorId')}` : clientBucket(address);
}
