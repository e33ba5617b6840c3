/**
 * Storage of the operators' second factor (sealed TOTP secret, recovery-code hashes, last accepted time step) and of
 * the sign-ins that passed it. Every change that two requests could race on is a conditional write whose row count
 * tells the caller whether it won.
 */
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { operatorFactors, operatorSessions } from '../schema-operations.ts';

export type OperatorFactorRow = typeof operatorFactors.$inferSelect;

export function findOperatorFactor(db: Database, customerId: number): Promise<OperatorFactorRow | undefined> {
  return db.select().from(operatorFactors).where(eq(operatorFactors.customerId, customerId)).get();
}

/** Stores a new unconfirmed factor or replaces an unconfirmed one; false when a confirmed factor exists. */
export async function putUnconfirmedFactor(db: Database, customerId: number, sealedSecret: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(operatorFactors)
    .values({ customerId, sealedSecret, confirmedAt: null, recoveryHashes: [], lastStep: 0, createdAt: now })
    .onConflictDoUpdate({
      target: operatorFactors.customerId,
      set: { sealedSecret, recoveryHashes: [], lastStep: 0, createdAt: now },
      setWhere: isNull(operatorFactors.confirmedAt),
    })
    .returning({ customerId: operatorFactors.customerId });
  return rows.length === 1;
}

/**
 * Confirms the factor that was read (same sealed secret, still unconfirmed), storing the recovery hashes and the
 * step of the confirming code; false when it was confirmed or replaced meanwhile.
 */
export async function confirmFactor(db: Database, customerId: number, sealedSecret: string, input: { recoveryHashes: string[]; step: number; now: Date }): Promise<boolean> {
  const result = await db
    .update(operatorFactors)
    .set({ confirmedAt: input.now, recoveryHashes: input.recoveryHashes, lastStep: input.step })
    .where(and(eq(operatorFactors.customerId, customerId), eq(operatorFactors.sealedSecret, sealedSecret), isNull(operatorFactors.confirmedAt)))
    .run();
  return result.meta.changes === 1;
}

/** Accepts a TOTP time step once: false when this or a later step was accepted already (a replayed code). */
export async function acceptStep(db: Database, customerId: number, step: number): Promise<boolean> {
  const result = await db
    .update(operatorFactors)
    .set({ lastStep: step })
    .where(and(eq(operatorFactors.customerId, customerId), isNotNull(operatorFactors.confirmedAt), lt(operatorFactors.lastStep, step)))
    .run();
  return result.meta.changes === 1;
}

/** Replaces the recovery hashes if they are still the ones read: false when another request used a code meanwhile. */
export async function replaceRecoveryHashes(db: Database, customerId: number, read: string[], remaining: string[]): Promise<boolean> {
  const result = await db
    .update(operatorFactors)
    .set({ recoveryHashes: remaining })
    .where(and(eq(operatorFactors.customerId, customerId), isNotNull(operatorFactors.confirmedAt), eq(operatorFactors.recoveryHashes, read)))
    .run();
  return result.meta.changes === 1;
}

/** Marks the sign-in (refresh-token family) as having passed the second factor; to batch with its audit entry. */
export function insertOperatorSession(db: Database, familyId: string, customerId: number, now: Date) {
  return db
    .insert(operatorSessions)
    .values({ familyId, customerId, verifiedAt: now })
    .onConflictDoUpdate({ target: operatorSessions.familyId, set: { verifiedAt: now }, setWhere: eq(operatorSessions.customerId, customerId) });
}

/** Whether this sign-in of this customer passed the second factor (one primary-key read). */
export async function hasOperatorSession(db: Database, familyId: string, customerId: number): Promise<boolean> {
  const row = await db
    .select({ one: sql<number>`1` })
    .from(operatorSessions)
    .where(and(eq(operatorSessions.familyId, familyId), eq(operatorSessions.customerId, customerId)))
    .get();
  return row !== undefined;
}
