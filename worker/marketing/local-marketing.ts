/** The local marketing adapter: keeps the list in D1 (local_marketing_contacts), so a hand-over is visible locally. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { localMarketingContacts } from '../db/schema.ts';
import type { MarketingContact, MarketingList } from './port.ts';

export class LocalMarketingList implements MarketingList {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async subscribe(contact: MarketingContact): Promise<void> {
    const row = { ...contact, consentedAt: new Date(contact.consentedAt), updatedAt: new Date(this.now()) };
    await this.db.insert(localMarketingContacts).values(row).onConflictDoUpdate({ target: localMarketingContacts.email, set: row });
  }

  async unsubscribe(email: string): Promise<void> {
    await this.db.delete(localMarketingContacts).where(eq(localMarketingContacts.email, email));
  }
}
