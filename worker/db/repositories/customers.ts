/** Customer and merchant rows: lookups, creation, the signed-in viewer and profile updates. */
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Viewer } from '../../../domain/viewer.ts';
import type { Database } from '../client.ts';
import { customers, endedSessions, merchants, products } from '../schema.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type MerchantRow = typeof merchants.$inferSelect;

export async function findCustomerByEmail(db: Database, email: string): Promise<CustomerRow | undefined> {
  return db
    .select()
    .from(customers)
    .where(and(eq(customers.email, email), isNull(customers.deletedAt)))
    .get();
}

export async function findCustomerById(db: Database, id: number): Promise<CustomerRow | undefined> {
  return db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.deletedAt)))
    .get();
}

/** The customers of these ids that are not deleted, in one query whatever their number (ids travel as one JSON value). */
export async function findCustomersByIds(db: Database, ids: readonly number[]): Promise<CustomerRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(customers)
    .where(and(sql`${customers.id} IN (SELECT value FROM json_each(${JSON.stringify([...new Set(ids)])}))`, isNull(customers.deletedAt)))
    .all();
}

export async function findMerchantOfCustomer(db: Database, customerId: number): Promise<MerchantRow | undefined> {
  return db.select().from(merchants).where(eq(merchants.customerId, customerId)).get();
}

export async function countAds(db: Database, customerId: number): Promise<{ total: number; editing: number }> {
  const [all, editing] = await Promise.all([
    db.select({ n: count() }).from(products).where(and(eq(products.customerId, customerId), isNull(products.deletedAt))).get(),
    db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.customerId, customerId), eq(products.status, 'editing')))
      .get(),
  ]);
  return { total: all?.n ?? 0, editing: editing?.n ?? 0 };
}

export async function createCustomer(db: Database, values: typeof customers.$inferInsert): Promise<CustomerRow> {
  return db.insert(customers).values(values).returning().get();
}

export async function updateCustomer(db: Database, id: number, values: Partial<typeof customers.$inferInsert>): Promise<void> {
  await db.update(customers).set(values).where(eq(customers.id, id)).run();
}

export async function emailTakenByOther(db: Database, email: string, customerId: number): Promise<boolean> {
  const row = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.email, email), ne(customers.id, customerId)))
    .get();
  return row !== undefined;
}

/**
 * The viewer the layout and authorization use: customer, merchant state and ad count, in one round trip each.
 * A deactivated account is nobody, so its still-valid access tokens open nothing.
 */
/**
 * The signed-in viewer, or nobody for a deleted or deactivated account or, with `familyId`, an ended sign-in (its
 * access token may still be unexpired).
 */
export async function loadViewer(db: Database, customerId: number, familyId?: string): Promise<Viewer> {
  // One round trip: every signed-in request loads the viewer, so the ad count and the sign-in's end ride along.
  const row = await db
    .select({
      customer: customers,
      merchant: merchants,
      adsCount: sql<number>`(SELECT count(*) FROM ${products} WHERE ${products.customerId} = ${customers.id} AND ${products.deletedAt} IS NULL)`,
      sessionEnded: sql<number>`EXISTS (SELECT 1 FROM ${endedSessions} WHERE ${endedSessions.familyId} = ${familyId ?? null})`,
    })
    .from(customers)
    .leftJoin(merchants, eq(merchants.customerId, customers.id))
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt), isNull(customers.deactivatedAt)))
    .get();
  if (!row || row.sessionEnded === 1) return { customer: null };
  const { customer, merchant } = row;
  return {
    customer: {
      customerId: customer.id,
      email: customer.email,
      name: customer.name,
      surname: customer.surname,
      profileType: customer.profileType,
      isAdmin: customer.isAdmin,
      languageSetting: customer.languageSetting,
      emailVerified: customer.emailVerified,
      adsCount: row.adsCount,
      merchant: merchant ? { merchantId: merchant.id, accepted: merchant.accepted, blocked: customer.merchantBlocked } : null,
    },
  };
}
