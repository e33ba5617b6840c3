/**
 * The operators' writes on a customer, each conditional on the state the operator saw, so of two operators acting at
 * once exactly one changes the row (the other gets no row back and answers 409).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { customers, refreshTokens } from '../schema.ts';

/** Sets deactivatedAt unless it is set already; true when this call deactivated the account. */
export async function markDeactivated(db: Database, customerId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ deactivatedAt: at })
    .where(and(eq(customers.id, customerId), isNull(customers.deactivatedAt), isNull(customers.deletedAt)))
    .returning({ id: customers.id });
  return rows.length === 1;
}

/** Clears deactivatedAt if it is still the one the operator saw; true when this call reactivated the account. */
export async function clearDeactivated(db: Database, customerId: number, seen: Date): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ deactivatedAt: null })
    .where(and(eq(customers.id, customerId), eq(customers.deactivatedAt, seen)))
    .returning({ id: customers.id });
  return rows.length === 1;
}

/** The statement ending every open sign-in (refresh-token family) of the customer; returns the families' tokens. */
export function revokeCustomerTokens(db: Database, customerId: number, at: Date) {
  return db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
}
