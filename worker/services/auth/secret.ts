/** The signing secret comes only from the AUTH_SECRET binding (a wrangler secret, or .dev.vars locally). */
import type { Bindings } from '../../env.ts';

export function authSecret(env: Bindings): string {
  const secret = env.AUTH_SECRET;
  if (!secret || secret.length < 32) throw new Error('AUTH_SECRET is missing or shorter than 32 characters');
  return secret;
}
