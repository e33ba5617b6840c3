/**
 * Identifies the calling client for rate limits: Cloudflare's connecting IP, IPv6 by its /64 (see
 * domain/client-address.ts). Behind Cloudflare the header is always set and cannot be forged by the client.
 */
import type { Context } from 'hono';
import { clientBucket } from '../../domain/client-address.ts';
import type { AppEnv } from '../env.ts';

/** Where requests can arrive without Cloudflare in front (worker tests call the app directly). */
const LOCAL_ENVIRONMENTS = new Set(['development', 'test']);

/** Requests without the header outside development and tests share this one bucket: a missing header never helps. */
export const MISSING_ADDRESS_BUCKET = 'ip:missing';

export function clientKey(c: Context<AppEnv>): string {
  const address = c.req.header('CF-Connecting-IP');
  if (address !== undefined) return clientBucket(address);
  // Locally the visitor cookie stands in, so tests that send no address do not all share one client.
  return LOCAL_ENVIRONMENTS.has(c.env.ENVIRONMENT ?? '') ? `visitor:${c.get('visitorId')}` : MISSING_ADDRESS_BUCKET;
}
