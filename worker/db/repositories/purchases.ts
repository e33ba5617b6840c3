/**
 * A merchant's purchases: every auction they bid in (auction_participants) and every order they hold, classified as
 * won (an order with them as buyer), active (the listing can still end in their favour) or lost, newest first.
 */
import { type SQL, sql } from 'drizzle-orm';
import { ACTIVE_PURCHASE_STATUSES, PURCHASE_FILTERS, type PurchaseFilter } from '../../../domain/purchases.ts';
import type { Database } from '../client.ts';
import { products } from '../schema.ts';
import { auctionParticipants, orders } from '../schema-auctions.ts';

export interface PurchaseRow {
  auctionId: number;
  productId: number;
  maxBid: number | null;
  agentMax: number | null;
  holding: boolean;
  state: string | null;
  orderId: number | null;
}

/** The merchant's participations, plus orders without one (e.g. a buy-now without an earlier bid), each tabbed. */
function classified(customerId: number): SQL {
  const active = sql.join(
    ACTIVE_PURCHASE_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`WITH mine AS (
      SELECT p.auction_id, p.product_id, p.max_bid, p.agent_max, p.holding, p.state, p.updated_at AS at
      FROM ${auctionParticipants} p WHERE p.customer_id = ${customerId}
      UNION ALL
      SELECT o.auction_id, o.product_id, NULL, NULL, 0, NULL, max(o.created_at)
      FROM ${orders} o
      WHERE o.buyer_id = ${customerId}
        AND NOT EXISTS (SELECT 1 FROM ${auctionParticipants} p WHERE p.auction_id = o.auction_id AND p.customer_id = ${customerId})
      GROUP BY o.auction_id
    ),
    withOrder AS (
      SELECT mine.*, pr.status AS product_status,
        (SELECT o.id FROM ${orders} o WHERE o.auction_id = mine.auction_id AND o.buyer_id = ${customerId} ORDER BY o.round DESC LIMIT 1) AS order_id
      FROM mine JOIN ${products} pr ON pr.id = mine.product_id
    ),
    tabbed AS (
      SELECT withOrder.*,
        CASE WHEN order_id IS NOT NULL THEN 'won' WHEN product_status IN (${active}) THEN 'active' ELSE 'lost' END AS tab
      FROM withOrder
    )`;
}

interface RawRow {
  auction_id: number;
  product_id: number;
  max_bid: number | null;
  agent_max: number | null;
  holding: number;
  state: string | null;
  order_id: number | null;
}

/** One page of purchases in a tab, with the count of every tab. */
export async function purchasesPage(db: Database, customerId: number, filter: PurchaseFilter, page: number, perPage: number) {
  const base = classified(customerId);
  const [rows, counts] = await Promise.all([
    db.all<RawRow>(sql`${base}
      SELECT auction_id, product_id, max_bid, agent_max, holding, state, order_id FROM tabbed
      WHERE ${filter} = 'all' OR tab = ${filter}
      ORDER BY at DESC, auction_id DESC
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
    db.all<{ tab: string; n: number }>(sql`${base} SELECT tab, count(*) AS n FROM tabbed GROUP BY tab`),
  ]);
  const byTab = new Map(counts.map((row) => [row.tab, Number(row.n)]));
  const all = [...byTab.values()].reduce((sum, n) => sum + n, 0);
  const count = (value: PurchaseFilter) => (value === 'all' ? all : (byTab.get(value) ?? 0));
  return {
    rows: rows.map(
      (row): PurchaseRow => ({
        auctionId: row.auction_id,
        productId: row.product_id,
        maxBid: row.max_bid,
        agentMax: row.agent_max,
        holding: Boolean(row.holding),
        state: row.state,
        orderId: row.order_id,
      }),
    ),
    counts: PURCHASE_FILTERS.map((value) => ({ value, count: count(value) })),
    total: count(filter),
  };
}
