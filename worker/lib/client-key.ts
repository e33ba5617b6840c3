/**
 * Identifies the calling client for rate limits: Cloudflare's connecting IP, IPv6 by its /64 (see
 * domain/client-address.ts). Behind Cloudflare the header is always set and cannot be forged by the client.
 */
import type { Context } from 'hono';
import { clientBucket } from '../../domain/client-address.ts';
import { isDevelopment } from '../config/check-configuration.ts';
import type { AppEnv } from '../env.ts';

/** Requests without the header outside development share this one bucket: a missing header never helps. */
export const MISSING_ADDRESS_BUCKET = 'ip:missing';

export function clientKey(c: Context<AppEnv>): string {
  const address = c.req.header('CF-Connecting-IP');
  if (address !== undefined) return clientBucket(address);
  // Locally the visitor cookie stands in, so tests that send no address do not all share one client.
  return isDevelopment(c.env) ? `visitor:${c.get('visitorId')}` : MISSING_ADDRESS_BUCKET;
}
