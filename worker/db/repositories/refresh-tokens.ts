/** Storage of rotating refresh tokens (hashed) and their families. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { refreshTokens } from '../schema.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Database,
  row: { tokenHash: string; familyId: string; customerId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

export async function findRefreshToken(db: Database, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).get();
}

/** Marks a token rotated; false when another request rotated it first (D1 serialises the writes). */
export async function markRotated(db: Database, tokenHash: string, at: Date): Promise<boolean> {
  const result = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .run();
  return result.meta.changes === 1;
}

export async function revokeFamily(db: Database, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .run();
}
