/**
 * The operator console's auction queries: search by id, product, internal number or make/model, with whether an
 * operator holds the auction (read from the projected events: the latest pause-related event is a pause), and the
 * facts the detail shows beside the auction object's own view (product, seller, bidders' companies).
 */
import type { AuctionStatus } from '../../../domain/auction-status.ts';

export const ADMIN_PAGE_SIZE = 25;

/** The projected events that start or end an operator's pause (a new round starts without one). */
const PAUSE_EVENTS = "('operator_paused', 'operator_resumed', 'operator_canceled', 'round_started')";
const LAST_PAUSE_EVENT = `(SELECT e.type FROM auction_events e WHERE e.auction_id = a.id AND e.type IN ${PAUSE_EVENTS} ORDER BY e.seq DESC LIMIT 1)`;
const OPEN = "('published', 'running', 'hotbidding')";

export interface AuctionSearch {
  q: string | null;
  /** A status, or 'paused' for open auctions an operator holds. */
  status: AuctionStatus | 'paused' | null;
  page: number;
}

export interface AuctionListRow {
  auctionId: number;
  productId: number;
  make: string;
  model: string;
  internalNumber: string | null;
  status: string;
  round: number;
  startsAt: number | null;
  endingAt: number | null;
  highestBid: number | null;
  bidCount: number;
  paused: boolean;
}

interface RawRow {
  auction_id: number;
  product_id: number;
  make: string;
  model: string;
  internal_number: string | null;
  status: string;
  round: number;
  starts_at: number | null;
  ending_at: number | null;
  highest_bid: number | null;
  bid_count: number;
  paused: number;
}

/** LIKE with the user's % and _ taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function where(search: AuctionSearch): { sql: string; binds: unknown[] } {
  const clauses: string[] = [];
  const binds: unknown[] = [];
  if (search.status === 'paused') clauses.push(`a.status IN ${OPEN} AND ${LAST_PAUSE_EVENT} = 'operator_paused'`);
  else if (search.status) {
    clauses.push('a.status = ?');
    binds.push(search.status);
  }
  if (search.q) {
    const id = /^\d{1,9}$/.test(search.q) ? Number(search.q) : -1;
    clauses.push(`(a.id = ? OR a.product_id = ? OR p.internal_number = ? OR (p.make || ' ' || p.model) LIKE ? ESCAPE '\\')`);
    binds.push(id, id, search.q, likePattern(search.q));
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', binds };
}

export async function searchAuctions(db: D1Database, search: AuctionSearch): Promise<{ rows: AuctionListRow[]; total: number }> {
  const filter = where(search);
  const from = `FROM auctions a JOIN products p ON p.id = a.product_id ${filter.sql}`;
  const [list, count] = await db.batch([
    db
      .prepare(
        `SELECT a.id AS auction_id, a.product_id, p.make, p.model, p.internal_number, a.status, a.round, a.starts_at, a.ending_at,
                p.highest_bid, p.bid_count, (a.status IN ${OPEN} AND ${LAST_PAUSE_EVENT} = 'operator_paused') AS paused
           ${from} ORDER BY a.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...filter.binds, ADMIN_PAGE_SIZE, (search.page - 1) * ADMIN_PAGE_SIZE),
    db.prepare(`SELECT COUNT(*) AS total ${from}`).bind(...filter.binds),
  ]);
  const rows = ((list?.results ?? []) as RawRow[]).map((row) => ({
    auctionId: row.auction_id,
    productId: row.product_id,
    make: row.make,
    model: row.model,
    internalNumber: row.internal_number,
    status: row.status,
    round: row.round,
    startsAt: row.starts_at,
    endingAt: row.ending_at,
    highestBid: row.highest_bid,
    bidCount: row.bid_count,
    paused: row.paused === 1,
  }));
  return { rows, total: ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0 };
}

export interface AuctionProductRow {
  auctionId: number;
  productId: number;
  make: string;
  model: string;
  internalNumber: string | null;
  productStatus: string;
  deletedAt: number | null;
  sellerId: number;
  sellerName: string;
  sellerEmail: string;
}

/** The auction's product and seller; null when there is no such auction. */
export async function findAuctionProduct(db: D1Database, auctionId: number): Promise<AuctionProductRow | null> {
  const row = await db
    .prepare(
      `SELECT a.id, a.product_id, p.make, p.model, p.internal_number, p.status, p.deleted_at, c.id AS seller_id,
              TRIM(c.name || ' ' || c.surname) AS seller_name, c.email
         FROM auctions a JOIN products p ON p.id = a.product_id JOIN customers c ON c.id = p.customer_id WHERE a.id = ?`,
    )
    .bind(auctionId)
    .first<{ id: number; product_id: number; make: string; model: string; internal_number: string | null; status: string; deleted_at: number | null; seller_id: number; seller_name: string; email: string }>();
  if (!row) return null;
  return {
    auctionId: row.id,
    productId: row.product_id,
    make: row.make,
    model: row.model,
    internalNumber: row.internal_number,
    productStatus: row.status,
    deletedAt: row.deleted_at,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    sellerEmail: row.email,
  };
}

/** The dealers' company names by customer id (bidders without a merchant row are left out). */
export async function companiesOf(db: D1Database, customerIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return new Map();
  const found = new Map<number, string>();
  // D1 binds at most 100 parameters per statement.
  for (let index = 0; index < ids.length; index += 90) {
    const chunk = ids.slice(index, index + 90);
    const { results } = await db
      .prepare(`SELECT customer_id, company FROM merchants WHERE customer_id IN (${chunk.map(() => '?').join(', ')})`)
      .bind(...chunk)
      .all<{ customer_id: number; company: string }>();
    for (const row of results) found.set(row.customer_id, row.company);
  }
  return found;
}
