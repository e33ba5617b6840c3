/**
 * The dashboard's raw figures in one D1 batch (one consistent snapshot): queue sizes with their oldest item, auctions
 * running and ending in a period, the month's sales, the rows the charts are bucketed from, and the waiting dead letters.
 */
import { AUCTION_STATUSES, hasEnded, LIVE_STATUSES } from '../../../domain/auction-status.ts';
import type { DashboardQueue, Period, QueueFigure } from '../../../domain/operations/dashboard.ts';
import type { Database } from '../client.ts';

/** Statuses of a round that is over, whatever came of it (sold, renegotiation, buying chance, stopped). */
const ENDED_STATUSES = AUCTION_STATUSES.filter(hasEnded);
const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

const QUEUE_SQL: Record<DashboardQueue, string> = {
  ads: "SELECT COUNT(*) AS count, MIN(COALESCE(submitted_at, created_at)) AS oldest FROM products WHERE status = 'under_review' AND deleted_at IS NULL",
  edits: 'SELECT COUNT(*) AS count, MIN(v.updated_at) AS oldest FROM product_versions v JOIN products p ON p.id = v.product_id WHERE p.deleted_at IS NULL',
  dealers: 'SELECT COUNT(*) AS count, MIN(created_at) AS oldest FROM merchants WHERE accepted IS NULL',
  cancellations:
    "SELECT COUNT(*) AS count, MIN(COALESCE(cancellation_requested_at, created_at)) AS oldest FROM orders WHERE status = 'cancellation_requested_by_dealer'",
  contacts: 'SELECT COUNT(*) AS count, MIN(created_at) AS oldest FROM contact_requests WHERE answered_at IS NULL',
};
const QUEUES = Object.keys(QUEUE_SQL) as DashboardQueue[];

const AUCTIONS_SQL = `SELECT COUNT(*) AS running, COALESCE(SUM(a.ending_at >= ?1 AND a.ending_at < ?2), 0) AS ending_today
  FROM auctions a JOIN products p ON p.id = a.product_id
  WHERE a.status IN (${list(LIVE_STATUSES)}) AND p.deleted_at IS NULL`;

// A canceled order is a sale that did not happen; one whose cancellation is only requested still counts.
const MONTH_SQL = `SELECT COUNT(*) AS sales, COALESCE(SUM(hammer_price), 0) AS revenue, COALESCE(SUM(commission_net), 0) AS commission
  FROM orders WHERE status <> 'canceled' AND created_at >= ?1 AND created_at < ?2`;

const SALES_SQL = "SELECT created_at AS at, hammer_price AS amount FROM orders WHERE status <> 'canceled' AND created_at >= ?1 AND created_at < ?2";

// The auctions row carries its current round; a round counts as sold when it has an order that was not canceled.
const ROUNDS_SQL = `SELECT a.ending_at AS ended_at,
    EXISTS (SELECT 1 FROM orders o WHERE o.auction_id = a.id AND o.round = a.round AND o.status <> 'canceled') AS sold
  FROM auctions a WHERE a.status IN (${list(ENDED_STATUSES)}) AND a.ending_at >= ?1 AND a.ending_at < ?2`;

const DEAD_LETTERS_SQL = 'SELECT COUNT(*) AS open FROM dead_letters WHERE requeued_at IS NULL';

export interface DashboardQuery {
  today: Period;
  month: Period;
  /** Window of the sales rows (the days of the chart). */
  sales: Period;
  /** Window of the ended rounds (the weeks of the chart and the month, up to now). */
  rounds: Period;
}

export interface DashboardRows {
  queues: Record<DashboardQueue, QueueFigure>;
  auctions: { running: number; endingToday: number };
  month: { sales: number; revenue: number; commission: number };
  sales: { at: number; amount: number }[];
  rounds: { endedAt: number; sold: boolean }[];
  deadLetters: { open: number };
}

type Row = Record<string, number | null>;
const num = (value: number | null | undefined) => Number(value ?? 0);

export async function dashboardRows(db: Database, query: DashboardQuery): Promise<DashboardRows> {
  const d1 = db.$client;
  const results = await d1.batch<Row>([
    ...QUEUES.map((queue) => d1.prepare(QUEUE_SQL[queue])),
    d1.prepare(AUCTIONS_SQL).bind(query.today.from, query.today.to),
    d1.prepare(MONTH_SQL).bind(query.month.from, query.month.to),
    d1.prepare(SALES_SQL).bind(query.sales.from, query.sales.to),
    d1.prepare(ROUNDS_SQL).bind(query.rounds.from, query.rounds.to),
    d1.prepare(DEAD_LETTERS_SQL),
  ]);
  const first = (index: number): Row => results[index]?.results[0] ?? {};
  const queues = Object.fromEntries(
    QUEUES.map((queue, index) => {
      const row = first(index);
      return [queue, { count: num(row.count), oldestAt: row.oldest === null || row.oldest === undefined ? null : Number(row.oldest) }];
    }),
  ) as Record<DashboardQueue, QueueFigure>;
  const base = QUEUES.length;
  const auctions = first(base);
  const month = first(base + 1);
  return {
    queues,
    auctions: { running: num(auctions.running), endingToday: num(auctions.ending_today) },
    month: { sales: num(month.sales), revenue: num(month.revenue), commission: num(month.commission) },
    sales: (results[base + 2]?.results ?? []).map((row) => ({ at: num(row.at), amount: num(row.amount) })),
    rounds: (results[base + 3]?.results ?? []).map((row) => ({ endedAt: num(row.ended_at), sold: num(row.sold) === 1 })),
    deadLetters: { open: num(first(base + 4).open) },
  };
}
