/**
 * Orders: lookups, the numbered insert and the reversal, each a single D1 batch (one transaction) that advances the
 * gap-free number series only together with the row that uses the number; conditional status updates; and the rows a
 * document is rendered from.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { DOCUMENT_NUMBER_DIGITS, documentNumberPrefix, type NumberSeries, type OrderStatus, seriesKey } from '../../../domain/auction/settlement.ts';
import type { Database } from '../client.ts';
import { customers, merchants, products } from '../schema.ts';
import { numberSeries, orders } from '../schema-auctions.ts';
import { productValues } from '../schema-listings.ts';

export type OrderRow = typeof orders.$inferSelect;

export async function findOrderById(db: Database, id: number): Promise<OrderRow | null> {
  return (await db.select().from(orders).where(eq(orders.id, id)).get()) ?? null;
}

export async function findOrderBySale(db: Database, auctionId: number, round: number): Promise<OrderRow | null> {
  return (await db.select().from(orders).where(and(eq(orders.auctionId, auctionId), eq(orders.round, round))).get()) ?? null;
}

export async function findOrdersByIds(db: Database, ids: number[]): Promise<OrderRow[]> {
  return ids.length === 0 ? [] : db.select().from(orders).where(inArray(orders.id, ids)).all();
}

const dialect = new SQLiteAsyncDialect();

/** A raw statement for D1's own batch (drizzle batches only its query builders); a batch is one transaction. */
function prepared(db: Database, statement: SQL): D1PreparedStatement {
  const query = dialect.sqlToQuery(statement);
  return db.$client.prepare(query.sql).bind(...query.params);
}

/** The series' current value as a document number: the same text domain/auction/settlement.ts invoiceNumber() gives. */
function numberOf(series: NumberSeries, year: number): SQL {
  return sql`${documentNumberPrefix(series, year)} || printf(${`%0${DOCUMENT_NUMBER_DIGITS}d`}, (SELECT ${numberSeries.lastValue} FROM ${numberSeries} WHERE ${numberSeries.series} = ${seriesKey(series, year)}))`;
}

function ensureSeries(db: Database, key: string): D1PreparedStatement {
  return prepared(db, sql`INSERT INTO ${numberSeries} (series, last_value) VALUES (${key}, 0) ON CONFLICT (series) DO NOTHING`);
}

export interface NewOrder {
  auctionId: number;
  round: number;
  productId: number;
  buyerId: number;
  sellerId: number;
  via: string;
  hammerPrice: number;
  vatReportable: boolean;
  commissionNet: number;
  commissionVat: number;
  paymentDueAt: number;
  /** The sale; stored as the order's created_at, the date of the invoice. */
  soldAt: number;
  /** Year of the invoice number series. */
  year: number;
}

/**
 * Stores the order of a sale with the next invoice number, unless the sale already has one: the series advances
 * only when the row is inserted, in the same transaction, so numbers are never skipped or used twice.
 */
export async function insertNumberedOrder(db: Database, order: NewOrder): Promise<void> {
  const key = seriesKey('invoice', order.year);
  const absent = sql`NOT EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.auctionId} = ${order.auctionId} AND ${orders.round} = ${order.round})`;
  await db.$client.batch([
    ensureSeries(db, key),
    prepared(db, sql`UPDATE ${numberSeries} SET last_value = last_value + 1 WHERE ${numberSeries.series} = ${key} AND ${absent}`),
    prepared(
      db,
      sql`INSERT INTO ${orders} (auction_id, round, product_id, buyer_id, seller_id, via, hammer_price, vat_reportable, commission_net,
          commission_vat, invoice_number, status, payment_due_at, created_at)
        SELECT ${order.auctionId}, ${order.round}, ${order.productId}, ${order.buyerId}, ${order.sellerId}, ${order.via}, ${order.hammerPrice},
          ${order.vatReportable ? 1 : 0}, ${order.commissionNet}, ${order.commissionVat}, ${numberOf('invoice', order.year)}, 'pending',
          ${order.paymentDueAt}, ${order.soldAt}
        WHERE ${absent}`,
    ),
  ]);
}

/**
 * Cancels an order whose cancellation was requested and gives it the next reversal number, in one transaction;
 * false when the order was no longer awaiting a decision (nothing changed, no number taken).
 */
export async function cancelWithReversal(db: Database, orderId: number, year: number, decidedAt: number, withStatements: D1PreparedStatement[] = []): Promise<boolean> {
  const key = seriesKey('reversal', year);
  const requested = sql`${orders.id} = ${orderId} AND ${orders.status} = ${'cancellation_requested_by_dealer' satisfies OrderStatus}`;
  // withStatements (e.g. the operator's audit entry, conditional on the same status) run first in the same transaction.
  const results = await db.$client.batch([
    ...withStatements,
    ensureSeries(db, key),
    prepared(db, sql`UPDATE ${numberSeries} SET last_value = last_value + 1 WHERE ${numberSeries.series} = ${key} AND EXISTS (SELECT 1 FROM ${orders} WHERE ${requested})`),
    prepared(db, sql`UPDATE ${orders} SET status = ${'canceled' satisfies OrderStatus}, reversal_number = ${numberOf('reversal', year)}, decided_at = ${decidedAt} WHERE ${requested}`),
  ]);
  return (results[withStatements.length + 2]?.meta.changes ?? 0) === 1;
}

/** Moves an order from one status to another only if it still has the first; false when someone else was quicker. */
export async function updateOrderStatus(db: Database, orderId: number, from: OrderStatus, values: Partial<typeof orders.$inferInsert> & { status: OrderStatus }): Promise<boolean> {
  const result = await db.update(orders).set(values).where(and(eq(orders.id, orderId), eq(orders.status, from))).run();
  return result.meta.changes === 1;
}

/** Whether a product exists and its seller is VAT reportable (the hammer price is then gross). */
export async function findProductForSale(db: Database, productId: number): Promise<{ vatReportable: boolean } | null> {
  return (await db.select({ vatReportable: products.vatReportable }).from(products).where(eq(products.id, productId)).get()) ?? null;
}

export type PartyRow = Pick<
  typeof customers.$inferSelect,
  'id' | 'email' | 'name' | 'surname' | 'street' | 'zipCode' | 'city' | 'country' | 'languageSetting' | 'profileType' | 'commercialCompany' | 'vatRegNo'
> & { merchant: Pick<typeof merchants.$inferSelect, 'company' | 'street' | 'zipCode' | 'city' | 'country' | 'vatRegNo'> | null };

async function findParty(db: Database, customerId: number): Promise<PartyRow | null> {
  const row = await db
    .select({
      id: customers.id,
      email: customers.email,
      name: customers.name,
      surname: customers.surname,
      street: customers.street,
      zipCode: customers.zipCode,
      city: customers.city,
      country: customers.country,
      languageSetting: customers.languageSetting,
      profileType: customers.profileType,
      commercialCompany: customers.commercialCompany,
      vatRegNo: customers.vatRegNo,
      merchantCompany: merchants.company,
      merchantStreet: merchants.street,
      merchantZipCode: merchants.zipCode,
      merchantCity: merchants.city,
      merchantCountry: merchants.country,
      merchantVatRegNo: merchants.vatRegNo,
    })
    .from(customers)
    .leftJoin(merchants, eq(merchants.customerId, customers.id))
    .where(eq(customers.id, customerId))
    .get();
  if (!row) return null;
  const { merchantCompany, merchantStreet, merchantZipCode, merchantCity, merchantCountry, merchantVatRegNo, ...customer } = row;
  const merchant =
    merchantCompany === null || merchantCountry === null
      ? null
      : { company: merchantCompany, street: merchantStreet, zipCode: merchantZipCode, city: merchantCity, country: merchantCountry, vatRegNo: merchantVatRegNo };
  return { ...customer, merchant };
}

const DOCUMENT_VALUES = ['vin', 'pickup_availability', 'pickup_date'] as const;

export interface OrderDocumentRows {
  order: OrderRow;
  product: Pick<typeof products.$inferSelect, 'id' | 'productType' | 'make' | 'model' | 'firstRegistrationYear' | 'firstRegistrationMonth' | 'mileage' | 'zipCode' | 'city' | 'country'>;
  values: Partial<Record<(typeof DOCUMENT_VALUES)[number], string>>;
  buyer: PartyRow;
  seller: PartyRow;
}

/** Everything the invoice, contract and reversal of an order show. */
export async function loadOrderDocumentRows(db: Database, order: OrderRow): Promise<OrderDocumentRows> {
  const [product, values, buyer, seller] = await Promise.all([
    db
      .select({
        id: products.id,
        productType: products.productType,
        make: products.make,
        model: products.model,
        firstRegistrationYear: products.firstRegistrationYear,
        firstRegistrationMonth: products.firstRegistrationMonth,
        mileage: products.mileage,
        zipCode: products.zipCode,
        city: products.city,
        country: products.country,
      })
      .from(products)
      .where(eq(products.id, order.productId))
      .get(),
    db
      .select({ code: productValues.attributeCode, value: productValues.value })
      .from(productValues)
      .where(and(eq(productValues.productId, order.productId), inArray(productValues.attributeCode, [...DOCUMENT_VALUES])))
      .all(),
    findParty(db, order.buyerId),
    findParty(db, order.sellerId),
  ]);
  // Foreign keys guarantee these rows; a missing one means the database is broken, not the request.
  if (!product || !buyer || !seller) throw new Error(`order ${order.id}: product or party missing`);
  return { order, product, values: Object.fromEntries(values.map((row) => [row.code, row.value])), buyer, seller };
}
