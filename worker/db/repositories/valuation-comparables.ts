/**
 * The past auction prices the valuation compares with: every sale's hammer price (orders not canceled) and the
 * highest bid of every round that ended without a sale, with the vehicle's key data. Never a buyer or seller id.
 */
import type { MarketSale } from '../../../domain/market-price.ts';
import type { SaleKind, ValuationProductType } from '../../../domain/valuation/types.ts';
import type { Database } from '../client.ts';

/** The newest this many prices of each kind: plenty for a dozen comparables, bounded however many sales accumulate. */
export const COMPARABLE_SALES_LIMIT = 5_000;

/**
 * Statuses in which an auction's current round is over without a sale: the seller declined in renegotiation
 * (failed_na), stopped or deleted (inactive), or the round ended below the target price and only a buying chance is
 * left (acpt_late_offer, declined_late_offer). Rounds still being decided (renegotiation, a received late offer, a
 * reservation) are not evidence yet. Earlier rounds of a resubmitted auction are over by definition.
 */
export const FAILED_ROUND_STATUSES = ['failed_na', 'inactive', 'acpt_late_offer', 'declined_late_offer'] as const;

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

// The product's key data and its equipment attribute (a primary-key lookup per row). No customer column is selected.
const VEHICLE_COLUMNS = `p.id AS vehicle_id, p.make, p.model, p.first_registration_year, p.mileage, p.length_mm, p.country, e.value AS equipment`;
const EQUIPMENT_JOIN = `LEFT JOIN product_values e ON e.product_id = p.id AND e.attribute_code = 'equipment'`;

// A canceled order is a sale that did not happen; one whose cancellation is only requested still counts (as on the dashboard).
/** ?1 product type, ?2 up to (epoch ms), ?3 limit; walks orders_created newest first. */
export const HAMMER_SQL = `SELECT 'o' || o.id AS sale_id, o.hammer_price AS price, o.created_at AS at, ${VEHICLE_COLUMNS}
  FROM orders o JOIN products p ON p.id = o.product_id ${EQUIPMENT_JOIN}
  WHERE p.product_type = ?1 AND o.status <> 'canceled' AND o.created_at <= ?2
  ORDER BY o.created_at DESC, o.id DESC LIMIT ?3`;

// One row per failed round: the round's highest bid and its last bid's time; a round with any order is not failed.
const FAILED_SQL = `SELECT 'r' || b.auction_id || '-' || b.round AS sale_id, MAX(b.amount) AS price, MAX(b.created_at) AS at, ${VEHICLE_COLUMNS}
  FROM auction_bids b JOIN auctions a ON a.id = b.auction_id JOIN products p ON p.id = a.product_id ${EQUIPMENT_JOIN}
  WHERE p.product_type = ?1 AND b.created_at <= ?2
    AND (b.round < a.round OR a.status IN (${list(FAILED_ROUND_STATUSES)}))
    AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.auction_id = b.auction_id AND o.round = b.round)
  GROUP BY b.auction_id, b.round
  ORDER BY at DESC, b.auction_id DESC LIMIT ?3`;

interface Row {
  sale_id: string;
  price: number;
  at: number;
  vehicle_id: number;
  make: string;
  model: string;
  first_registration_year: number;
  mileage: number | null;
  length_mm: number | null;
  country: string | null;
  equipment: string | null;
}

/** The stored multiple-select value is a JSON array of option codes; anything else counts as no equipment. */
function equipmentCodes(value: string | null): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

/** The country only reaches the market price's key data (domain/market-price.ts); the valuation's allow-list drops it. */
function toSale(row: Row, productType: ValuationProductType, kind: SaleKind): MarketSale {
  return {
    saleId: row.sale_id,
    vehicleId: row.vehicle_id,
    productType,
    make: row.make,
    model: row.model,
    firstRegistrationYear: row.first_registration_year,
    mileage: productType === 'trailer' ? null : row.mileage,
    lengthMm: row.length_mm,
    equipment: equipmentCodes(row.equipment),
    country: row.country,
    price: row.price,
    kind,
    at: row.at,
  };
}

function d1Of(db: D1Database | Database): D1Database {
  return '$client' in db ? db.$client : db;
}

/** Hammer prices and failed rounds' highest bids of one product type up to `now` (epoch ms), newest first per kind. */
export async function comparableSales(db: D1Database | Database, productType: ValuationProductType, now: number): Promise<MarketSale[]> {
  const d1 = d1Of(db);
  const [hammer, failed] = await d1.batch<Row>([
    d1.prepare(HAMMER_SQL).bind(productType, now, COMPARABLE_SALES_LIMIT),
    d1.prepare(FAILED_SQL).bind(productType, now, COMPARABLE_SALES_LIMIT),
  ]);
  return [
    ...(hammer?.results ?? []).map((row) => toSale(row, productType, 'hammer')),
    ...(failed?.results ?? []).map((row) => toSale(row, productType, 'failed_highest_bid')),
  ].filter((sale) => sale.price > 0);
}
