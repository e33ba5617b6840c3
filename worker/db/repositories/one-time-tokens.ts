/** Single-use, expiring tokens for e-mail links; only their hashes are stored. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import type { Database } from '../client.ts';
import { oneTimeTokens } from '../schema.ts';

export type TokenPurpose = (typeof oneTimeTokens.$inferInsert)['purpose'];

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 48 * 60 * 60 * 1000,
  passwordless: 15 * 60 * 1000,
};

export async function createOneTimeToken(db: Database, purpose: TokenPurpose, customerId: number, now = Date.now()): Promise<string> {
  const token = randomToken();
  await db.insert(oneTimeTokens).values({
    tokenHash: await sha256Hex(token),
    purpose,
    customerId,
    expiresAt: new Date(now + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** Uses a token once: the customer id if it was valid, unused and unexpired, else null. */
export async function consumeOneTimeToken(db: Database, purpose: TokenPurpose, token: string, now = Date.now()): Promise<number | null> {
  const row = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, await sha256Hex(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date(now)),
      ),
    )
    .returning({ customerId: oneTimeTokens.customerId })
    .get();
  return row?.customerId ?? null;
}
