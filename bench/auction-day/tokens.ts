/** Access tokens as a signed-in dealer's browser holds them: signed with the local secret, renewed before they expire. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signAccessToken } from '../../worker/services/auth/access-token.ts';
import { OPERATOR, OPERATOR_FAMILY } from './seed.ts';

const BIDDING = { merchant: 'accepted' as const, emailVerified: true, termsAccepted: true, termsUntil: null };
/** A token is renewed this long before it expires (the storefront refreshes ahead of expiry too). */
export const RENEW_BEFORE_MS = 60_000;

export function authSecret(root: string): string {
  const secret = /^AUTH_SECRET=(.+)$/m.exec(readFileSync(join(root, '.dev.vars'), 'utf8'))?.[1]?.trim();
  if (!secret) throw new Error('AUTH_SECRET missing in .dev.vars');
  return secret;
}

export interface DealerToken {
  token: string;
  expiresAt: number;
}

/**
 * A dealer's token. Sign-in itself is rate-limited per client (rightly), so the bench signs what a sign-in would give
 * an accepted dealer. `issuedAgoMs` spreads the dealers' sign-ins over the minutes before the day, as real ones are.
 */
export async function dealerToken(secret: string, dealerId: number, issuedAgoMs = 0): Promise<DealerToken> {
  const { token, expiresAt } = await signAccessToken(secret, { customerId: dealerId, roles: [], familyId: `bench-day-${dealerId}`, bidding: BIDDING }, Date.now() - issuedAgoMs);
  return { token, expiresAt };
}

/** The operator's token for the console's auction detail (the object's own bid log); its second factor is seeded. */
export async function operatorToken(secret: string): Promise<string> {
  return (await signAccessToken(secret, { customerId: OPERATOR, roles: ['admin'], familyId: OPERATOR_FAMILY })).token;
}
