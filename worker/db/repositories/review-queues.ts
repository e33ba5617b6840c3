/**
 * The operators' smaller queues: orders awaiting a decision on the dealer's cancellation request, and contact and
 * callback requests; with the conditions their conditional writes use.
 */
import { asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../domain/auction/settlement.ts';
import type { Database } from '../client.ts';
import { contactRequests, customers, merchants, products } from '../schema.ts';
import { orders } from '../schema-auctions.ts';

/** More than any day's requests; the queue is meant to be empty. */
const CANCELLATIONS_LIMIT = 200;
export const CONTACTS_PER_PAGE = 25;

const REQUESTED: OrderStatus = 'cancellation_requested_by_dealer';

export async function listCancellationRequests(db: Database) {
  return db
    .select({
      orderId: orders.id,
      invoiceNumber: orders.invoiceNumber,
      productId: products.id,
      make: products.make,
      model: products.model,
      buyerId: customers.id,
      buyerName: customers.name,
      buyerSurname: customers.surname,
      merchantCompany: merchants.company,
      commercialCompany: customers.commercialCompany,
      hammerPrice: orders.hammerPrice,
      reason: orders.cancellationReason,
      requestedAt: orders.cancellationRequestedAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(customers, eq(customers.id, orders.buyerId))
    .leftJoin(merchants, eq(merchants.customerId, orders.buyerId))
    .where(eq(orders.status, REQUESTED))
    .orderBy(asc(sql`coalesce(${orders.cancellationRequestedAt}, ${orders.createdAt})`), asc(orders.id))
    .limit(CANCELLATIONS_LIMIT)
    .all();
}

/** True while the order still awaits the operator's decision. */
export function awaitingDecision(orderId: number): SQL {
  return sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.id} = ${orderId} AND ${orders.status} = ${REQUESTED})`;
}

/** Rejecting the request makes the order due again, only while it awaits the decision. */
export function rejectCancellationUpdate(orderId: number, to: OrderStatus, decidedAt: number): SQL {
  return sql`UPDATE ${orders} SET status = ${to}, decided_at = ${decidedAt} WHERE ${orders.id} = ${orderId} AND ${orders.status} = ${REQUESTED}`;
}

export type ContactState = 'open' | 'answered';

export async function listContactRequests(db: Database, state: ContactState, page: number) {
  const where = state === 'open' ? isNull(contactRequests.answeredAt) : isNotNull(contactRequests.answeredAt);
  // Open requests are worked oldest first; answered ones show the latest answers first.
  const order = state === 'open' ? [asc(contactRequests.createdAt), asc(contactRequests.id)] : [desc(contactRequests.answeredAt), desc(contactRequests.id)];
  const [rows, total] = await Promise.all([
    db
      .select({
        id: contactRequests.id,
        kind: contactRequests.kind,
        name: contactRequests.name,
        surname: contactRequests.surname,
        email: contactRequests.email,
        phone: contactRequests.phone,
        question: contactRequests.question,
        callbackWindow: contactRequests.callbackWindow,
        callbackTopic: contactRequests.callbackTopic,
        productId: contactRequests.productId,
        locale: contactRequests.locale,
        createdAt: contactRequests.createdAt,
        answeredAt: contactRequests.answeredAt,
        answeredBy: contactRequests.answeredBy,
        answeredByEmail: customers.email,
      })
      .from(contactRequests)
      .leftJoin(customers, eq(customers.id, contactRequests.answeredBy))
      .where(where)
      .orderBy(...order)
      .limit(CONTACTS_PER_PAGE)
      .offset((page - 1) * CONTACTS_PER_PAGE)
      .all(),
    db.select({ n: count() }).from(contactRequests).where(where).get(),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findContactRequest(db: Database, id: number) {
  return (await db.select().from(contactRequests).where(eq(contactRequests.id, id)).get()) ?? null;
}

/** True while the request is still open. */
export function contactOpen(id: number): SQL {
  return sql`EXISTS (SELECT 1 FROM ${contactRequests} WHERE ${contactRequests.id} = ${id} AND ${contactRequests.answeredAt} IS NULL)`;
}

export function answerContactUpdate(id: number, operatorId: number, at: number): SQL {
  return sql`UPDATE ${contactRequests} SET answered_at = ${at}, answered_by = ${operatorId} WHERE ${contactRequests.id} = ${id} AND ${contactRequests.answeredAt} IS NULL`;
}

