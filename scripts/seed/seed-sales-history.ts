/**
 * Writes the generated sales history (demo-sales-history.ts) into D1 with plain SQL in three batches: archived
 * products, their auctions and equipment, then bids and orders. No order documents are rendered (that would take
 * minutes for hundreds of sales). The products are archived: status inactive and deleted_at set, so neither the
 * catalogue (public statuses only) nor any seller or product page lists them; their auctions and orders stay, as
 * the valuation's comparables. Idempotent: nothing is written when the history's first product exists.
 */
import { saleFigures } from '../../domain/auction/settlement.ts';
import { makeCode } from '../../domain/makes.ts';
import { demoSalesHistory, HISTORY_PREFIX, type HistoricSale } from './demo-sales-history.ts';

/** The archive's two accounts: they have no password, so nobody signs in as them. */
export const HISTORY_SELLER_EMAIL = 'sales-history-seller@campermarkt24.test';
export const HISTORY_BUYER_EMAIL = 'sales-history-dealer@campermarkt24.test';

const PLACES = [
  ['20095', 'Hamburg', 'DE'],
  ['80331', 'München', 'DE'],
  ['50667', 'Köln', 'DE'],
  ['70173', 'Stuttgart', 'DE'],
  ['04109', 'Leipzig', 'DE'],
  ['3511 AB', 'Utrecht', 'NL'],
  ['1010', 'Wien', 'AT'],
] as const;

async function archiveAccount(db: D1Database, email: string, name: string, profileType: string): Promise<number> {
  await db
    .prepare(
      `INSERT INTO customers (email, name, surname, email_verified, profile_type, language_setting, segmentation)
       SELECT ?1, ?2, 'Archiv', 1, ?3, 'de', 'customer' WHERE NOT EXISTS (SELECT 1 FROM customers WHERE email = ?1)`,
    )
    .bind(email, name, profileType)
    .run();
  const row = await db.prepare('SELECT id FROM customers WHERE email = ?').bind(email).first<{ id: number }>();
  if (!row) throw new Error(`archive account ${email} missing`);
  return row.id;
}

type SqlValue = string | number | null;

/** A SQL literal of a value the generator made (numbers, names, JSON of option codes); quotes are doubled. */
function literal(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`not a number: ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * Multi-row INSERTs of literal values, ROWS_PER_STATEMENT rows each: one statement per row costs a round trip each
 * through the platform proxy (seconds for the whole history), a hundred rows per statement a fraction of a second.
 */
const ROWS_PER_STATEMENT = 100;

function inserts(db: D1Database, head: string, rows: SqlValue[][], returning = ''): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const values = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => `(${row.map(literal).join(', ')})`);
    statements.push(db.prepare(`${head} VALUES ${values.join(', ')} ${returning}`));
  }
  return statements;
}

const DAY_MS = 86_400_000;
const lastRound = (sale: HistoricSale) => sale.rounds.at(-1) as HistoricSale['rounds'][number];

function productRow(sale: HistoricSale, index: number, sellerId: number): SqlValue[] {
  const [zip, city, country] = PLACES[index % PLACES.length] as (typeof PLACES)[number];
  const last = lastRound(sale);
  const listedAt = (sale.rounds[0]?.endedAt ?? last.endedAt) - 7 * DAY_MS;
  return [
    sale.internalNumber, sellerId, sale.productType, sale.make, makeCode(sale.make), sale.model, sale.firstRegistrationYear, sale.firstRegistrationMonth,
    sale.mileage, sale.lengthMm, sale.beds, sale.weightKg, zip, city, country, 'inactive', last.highestBid, 2 * sale.rounds.length, last.endedAt, last.endedAt, listedAt,
  ];
}

/** Inserts the history unless it is there; answers how many vehicles were written (0 on a repeated run). */
export async function seedSalesHistory(db: D1Database, now: Date): Promise<number> {
  const existing = await db.prepare('SELECT id FROM products WHERE internal_number = ?').bind(`${HISTORY_PREFIX}0001`).first();
  if (existing) return 0;
  const sellerId = await archiveAccount(db, HISTORY_SELLER_EMAIL, 'Verkaufsarchiv', 'PRIVATE');
  const buyerId = await archiveAccount(db, HISTORY_BUYER_EMAIL, 'Händlerarchiv', 'MERCHANT');
  const history = demoSalesHistory(now);

  const products = await db.batch<{ id: number; internal_number: string }>(
    inserts(
      db,
      `INSERT INTO products (internal_number, customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month,
         mileage, length_mm, beds, weight_kg, zip_code, city, country, status, highest_bid, bid_count, ending_at, deleted_at, created_at)`,
      history.map((sale, index) => productRow(sale, index, sellerId)),
      'RETURNING id, internal_number',
    ),
  );
  const productIds = new Map(products.flatMap((result) => result.results).map((row) => [row.internal_number, row.id]));
  const productId = (sale: HistoricSale) => productIds.get(sale.internalNumber) ?? null;

  const auctionRows = history.map((sale) => {
    const last = lastRound(sale);
    const startPrice = Math.max(500, Math.floor((last.highestBid * 0.5) / 500) * 500);
    return [productId(sale), last.round, last.sold ? 'sold' : 'failed_na', startPrice, last.endedAt - DAY_MS, last.endedAt, last.endedAt - DAY_MS];
  });
  const written = await db.batch<{ id: number; product_id: number }>([
    ...inserts(db, 'INSERT INTO auctions (product_id, round, status, start_price, starts_at, ending_at, created_at)', auctionRows, 'RETURNING id, product_id'),
    ...inserts(db, 'INSERT INTO product_values (product_id, attribute_code, value)', history.map((sale) => [productId(sale), 'equipment', JSON.stringify(sale.equipment)])),
  ]);
  // Only the auction inserts return rows (product id -> auction id); the equipment inserts return none.
  const auctionIds = new Map(written.flatMap((result) => result.results).map((row) => [row.product_id, row.id]));

  const bids: SqlValue[][] = [];
  const orders: SqlValue[][] = [];
  for (const sale of history) {
    const product = productId(sale);
    const auctionId = product === null ? null : (auctionIds.get(product) ?? null);
    let seq = 0;
    for (const round of sale.rounds) {
      // A lower bid first, then the highest shortly before the end (the archive's dealer stands for every past bidder).
      bids.push([auctionId, seq++, round.round, buyerId, round.secondBid, 'bid', round.endedAt - 600_000]);
      bids.push([auctionId, seq++, round.round, buyerId, round.highestBid, 'bid', round.endedAt - 60_000]);
      if (!round.sold) continue;
      const figures = saleFigures({ hammerPrice: round.highestBid, vatReportable: false });
      orders.push([
        auctionId, round.round, product, buyerId, sellerId, 'auction', round.highestBid, 0, figures.commissionNet, figures.commissionVat,
        `HIST-${sale.internalNumber.slice(HISTORY_PREFIX.length)}`, 'paid', round.endedAt + 7 * DAY_MS, round.endedAt + 5 * DAY_MS, round.endedAt,
      ]);
    }
  }
  await db.batch([
    ...inserts(db, 'INSERT INTO auction_bids (auction_id, seq, round, customer_id, amount, kind, created_at)', bids),
    ...inserts(
      db,
      `INSERT INTO orders (auction_id, round, product_id, buyer_id, seller_id, via, hammer_price, vat_reportable, commission_net, commission_vat,
         invoice_number, status, payment_due_at, decided_at, created_at)`,
      orders,
    ),
  ]);
  return history.length;
}
