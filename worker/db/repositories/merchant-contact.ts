/** The dealer's contact toggle (merchants.show_contact): whether sellers of vehicles they bought see their contact. */
import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { merchants } from '../schema.ts';

export async function setMerchantShowContact(db: Database, merchantId: number, showContact: boolean): Promise<void> {
  await db.update(merchants).set({ showContact }).where(eq(merchants.id, merchantId));
}
