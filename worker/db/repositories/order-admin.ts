/**
 * The operator console's order queries: the filtered list (status, overdue payments, search by order id, invoice
 * number, buyer's company or vehicle) with product, buyer and seller, and booking a payment together with its audit
 * entry in one transaction.
 */
import type { OrderStatus } from '../../../domain/auction/settlement.ts';

export const ORDER_PAGE_SIZE = 25;

export interface OrderSearch {
  status: OrderStatus | null;
  /** Only pending orders whose payment is due before `now`. */
  overdue: boolean;
  q: string | null;
  page: number;
  now: number;
}

export interface OrderListRow {
  orderId: number;
  invoiceNumber: string;
  status: OrderStatus;
  productId: number;
  make: string;
  model: string;
  buyerId: number;
  buyerCompany: string | null;
  sellerId: number;
  hammerPrice: number;
  commissionNet: number;
  paymentDueAt: number;
  createdAt: number;
}

interface RawRow {
  id: number;
  invoice_number: string;
  status: OrderStatus;
  product_id: number;
  make: string;
  model: string;
  buyer_id: number;
  company: string | null;
  seller_id: number;
  hammer_price: number;
  commission_net: number;
  payment_due_at: number;
  created_at: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function where(search: OrderSearch): { sql: string; binds: unknown[] } {
  const clauses: string[] = [];
  const binds: unknown[] = [];
  if (search.status) {
    clauses.push('o.status = ?');
    binds.push(search.status);
  }
  if (search.overdue) {
    clauses.push("o.status = 'pending' AND o.payment_due_at < ?");
    binds.push(search.now);
  }
  if (search.q) {
    const id = /^\d{1,9}$/.test(search.q) ? Number(search.q) : -1;
    const like = likePattern(search.q);
    clauses.push(`(o.id = ? OR o.invoice_number LIKE ? ESCAPE '\\' OR m.company LIKE ? ESCAPE '\\' OR (p.make || ' ' || p.model) LIKE ? ESCAPE '\\')`);
    binds.push(id, like, like, like);
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', binds };
}

export async function searchOrders(db: D1Database, search: OrderSearch): Promise<{ rows: OrderListRow[]; total: number }> {
  const filter = where(search);
  const from = `FROM orders o JOIN products p ON p.id = o.product_id LEFT JOIN merchants m ON m.customer_id = o.buyer_id ${filter.sql}`;
  const [list, count] = await db.batch([
    db
      .prepare(
        `SELECT o.id, o.invoice_number, o.status, o.product_id, p.make, p.model, o.buyer_id, m.company, o.seller_id, o.hammer_price,
                o.commission_net, o.payment_due_at, o.created_at
           ${from} ORDER BY o.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...filter.binds, ORDER_PAGE_SIZE, (search.page - 1) * ORDER_PAGE_SIZE),
    db.prepare(`SELECT COUNT(*) AS total ${from}`).bind(...filter.binds),
  ]);
  const rows = ((list?.results ?? []) as RawRow[]).map((row) => ({
    orderId: row.id,
    invoiceNumber: row.invoice_number,
    status: row.status,
    productId: row.product_id,
    make: row.make,
    model: row.model,
    buyerId: row.buyer_id,
    buyerCompany: row.company,
    sellerId: row.seller_id,
    hammerPrice: row.hammer_price,
    commissionNet: row.commission_net,
    paymentDueAt: row.payment_due_at,
    createdAt: row.created_at,
  }));
  return { rows, total: ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0 };
}

export interface OrderParties {
  make: string;
  model: string;
  buyer: { customerId: number; name: string; email: string; company: string | null };
  seller: { customerId: number; name: string; email: string };
}

/** The product and both parties of an order (the detail's header). */
export async function findOrderParties(db: D1Database, orderId: number): Promise<OrderParties | null> {
  const row = await db
    .prepare(
      `SELECT p.make, p.model, b.id AS buyer_id, TRIM(b.name || ' ' || b.surname) AS buyer_name, b.email AS buyer_email, m.company,
              s.id AS seller_id, TRIM(s.name || ' ' || s.surname) AS seller_name, s.email AS seller_email
         FROM orders o JOIN products p ON p.id = o.product_id JOIN customers b ON b.id = o.buyer_id JOIN customers s ON s.id = o.seller_id
         LEFT JOIN merchants m ON m.customer_id = o.buyer_id WHERE o.id = ?`,
    )
    .bind(orderId)
    .first<{ make: string; model: string; buyer_id: number; buyer_name: string; buyer_email: string; company: string | null; seller_id: number; seller_name: string; seller_email: string }>();
  if (!row) return null;
  return {
    make: row.make,
    model: row.model,
    buyer: { customerId: row.buyer_id, name: row.buyer_name, email: row.buyer_email, company: row.company },
    seller: { customerId: row.seller_id, name: row.seller_name, email: row.seller_email },
  };
}

export interface AuditStamp {
  actorCustomerId: number;
  requestId: string | null;
  at: number;
}

/**
 * Books the payment of a pending order and writes its audit entry in one transaction: the entry is inserted only
 * when the update changed the row (`changes()` of the batch's previous statement), so when two operators book at
 * once, one order changes and one entry is written. False when the order was no longer pending.
 */
export async function markOrderPaidAudited(db: D1Database, orderId: number, stamp: AuditStamp): Promise<boolean> {
  const [update] = await db.batch([
    db.prepare("UPDATE orders SET status = 'paid' WHERE id = ? AND status = 'pending'").bind(orderId),
    db
      .prepare(
        `INSERT INTO audit_log (at, request_id, actor_customer_id, action, subject_type, subject_id, before, after)
         SELECT ?, ?, ?, 'order.marked_paid', 'order', ?, ?, ? WHERE changes() = 1`,
      )
      .bind(stamp.at, stamp.requestId, stamp.actorCustomerId, String(orderId), JSON.stringify({ status: 'pending' }), JSON.stringify({ status: 'paid' })),
  ]);
  return (update?.meta.changes ?? 0) === 1;
}
