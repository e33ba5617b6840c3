/** The first confirmation of a customer's address, written atomically so only one request counts as "first". */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { customers } from '../schema.ts';

/**
 * Marks the address verified, clearing the password unless told to keep it. False when it already was verified
 * (another request came first), and then nothing changes.
 */
export async function markFirstVerification(db: Database, customerId: number, keepPassword: boolean): Promise<boolean> {
  const row = await db
    .update(customers)
    // A prospect of the sell funnel becomes a customer: from now on only signing in edits its ads.
    .set(keepPassword ? { emailVerified: true, segmentation: 'customer' } : { emailVerified: true, segmentation: 'customer', passwordHash: null })
    .where(and(eq(customers.id, customerId), eq(customers.emailVerified, false)))
    .returning({ id: customers.id })
    .get();
  return row !== undefined;
}
