/** Operator customer search: one bounded page of customers (newest first) matching an id or text, and the total. */
import { and, type Column, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { CUSTOMER_PAGE_SIZE, type CustomerQuery } from '../../../domain/operations/customer-search.ts';
import type { Database } from '../client.ts';
import { customers, merchants } from '../schema.ts';

/** A LIKE with the escape character the pattern was built for (domain/operations/customer-search.ts). */
const contains = (column: Column | SQL, pattern: string) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;

function matching(query: CustomerQuery | null): SQL | undefined {
  const alive = isNull(customers.deletedAt);
  if (!query) return alive;
  const text = [
    contains(customers.email, query.contains),
    contains(customers.name, query.contains),
    contains(customers.surname, query.contains),
    contains(merchants.company, query.contains),
    contains(sql`(${customers.name} || ' ' || ${customers.surname})`, query.contains),
  ];
  if (query.id !== null) text.push(eq(customers.id, query.id));
  return and(alive, or(...text));
}

export async function searchCustomers(db: Database, query: CustomerQuery | null, page: number) {
  const where = matching(query);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: customers.id,
        email: customers.email,
        name: customers.name,
        surname: customers.surname,
        profileType: customers.profileType,
        emailVerified: customers.emailVerified,
        merchantBlocked: customers.merchantBlocked,
        deactivatedAt: customers.deactivatedAt,
        createdAt: customers.createdAt,
        company: merchants.company,
        accepted: merchants.accepted,
        merchantId: merchants.id,
      })
      .from(customers)
      .leftJoin(merchants, eq(merchants.customerId, customers.id))
      .where(where)
      .orderBy(desc(customers.id))
      .limit(CUSTOMER_PAGE_SIZE)
      .offset((page - 1) * CUSTOMER_PAGE_SIZE),
    db.select({ n: count() }).from(customers).leftJoin(merchants, eq(merchants.customerId, customers.id)).where(where).get(),
  ]);
  return { rows, total: total?.n ?? 0 };
}
