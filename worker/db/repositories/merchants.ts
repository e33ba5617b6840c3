/** Merchant rows: registration, review, directory listing. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { customers, merchants } from '../schema.ts';

export async function upsertMerchant(db: Database, customerId: number, values: Omit<typeof merchants.$inferInsert, 'customerId'>) {
  return db
    .insert(merchants)
    .values({ ...values, customerId })
    .onConflictDoUpdate({ target: merchants.customerId, set: values })
    .returning()
    .get();
}

export async function updateMerchant(db: Database, merchantId: number, values: Partial<typeof merchants.$inferInsert>): Promise<void> {
  await db.update(merchants).set(values).where(eq(merchants.id, merchantId)).run();
}

export async function findMerchantById(db: Database, merchantId: number) {
  return db
    .select({ merchant: merchants, customer: customers })
    .from(merchants)
    .innerJoin(customers, eq(customers.id, merchants.customerId))
    .where(eq(merchants.id, merchantId))
    .get();
}

/** The public directory: accepted, active dealers only, by company name. */
export async function listDirectory(db: Database, page: number, perPage: number) {
  const where = and(eq(merchants.accepted, true), eq(customers.merchantBlocked, false));
  const [rows, total] = await Promise.all([
    db
      .select({ merchantId: merchants.id, company: merchants.company, zipCode: merchants.zipCode, city: merchants.city, country: merchants.country })
      .from(merchants)
      .innerJoin(customers, eq(customers.id, merchants.customerId))
      .where(where)
      .orderBy(asc(merchants.company))
      .limit(perPage)
      .offset((page - 1) * perPage)
      .all(),
    db.select({ n: count() }).from(merchants).innerJoin(customers, eq(customers.id, merchants.customerId)).where(where).get(),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Adds a popup id to the read list in one statement, so parallel calls cannot overwrite each other. */
export async function markPopupRead(db: Database, merchantId: number, popupId: number): Promise<number[]> {
  const row = await db
    .update(merchants)
    .set({
      readNotificationPopupIds: sql`(select json_group_array(value) from (select value from json_each(${merchants.readNotificationPopupIds}) union select ${popupId} order by 1))`,
    })
    .where(eq(merchants.id, merchantId))
    .returning({ ids: merchants.readNotificationPopupIds })
    .get();
  return row?.ids ?? [];
}
