/**
 * Market prices of many vehicles at once (a dealer's board asks for dozens): one D1 batch reads the vehicles and their
 * cached results, the misses are computed from one read of past sales per product type with the valuation's engine
 * (domain/market-price.ts), and written back in one batch. No authorization here: callers decide who may see what.
 */
import { type MarketPrice, type MarketPriceReport, marketPriceReport } from '../../domain/market-price.ts';
import { METHOD_VERSION } from '../../domain/valuation/comparables.ts';
import type { ValuationProductType, ValuationSubject } from '../../domain/valuation/types.ts';
import type { Database } from '../db/client.ts';
import { comparableSales } from '../db/repositories/valuation-comparables.ts';

/**
 * A computed result is reused for this long: past sales change a few times a day (the auction window), and a range
 * an hour old says the same; a change of the vehicle's key data recomputes at once (the fingerprint).
 */
export const MARKET_PRICE_MAX_AGE_MS = 3_600_000;
/** At most this many vehicles per call: a board of the day, not the catalogue. */
export const MARKET_PRICE_BATCH_LIMIT = 100;

export interface MarketPriceEntry {
  report: MarketPriceReport;
  /** Epoch ms of the computation: how fresh the range is. */
  computedAt: number;
}

interface VehicleRow {
  id: number;
  customer_id: number;
  status: string;
  product_type: ValuationProductType;
  make: string;
  model: string;
  first_registration_year: number;
  mileage: number | null;
  length_mm: number | null;
  equipment: string | null;
  cached_fingerprint: string | null;
  cached_report: string | null;
  cached_at: number | null;
}

// The ids travel as one JSON array (json_each), so a batch of any allowed size is one statement with one parameter.
const VEHICLES_SQL = `SELECT p.id, p.customer_id, p.status, p.product_type, p.make, p.model, p.first_registration_year, p.mileage, p.length_mm,
    e.value AS equipment, m.fingerprint AS cached_fingerprint, m.report AS cached_report, m.computed_at AS cached_at
  FROM products p
  LEFT JOIN product_values e ON e.product_id = p.id AND e.attribute_code = 'equipment'
  LEFT JOIN market_prices m ON m.product_id = p.id
  WHERE p.id IN (SELECT value FROM json_each(?1)) AND p.deleted_at IS NULL`;

const UPSERT_SQL = `INSERT INTO market_prices (product_id, fingerprint, report, computed_at) VALUES (?1, ?2, ?3, ?4)
  ON CONFLICT (product_id) DO UPDATE SET fingerprint = excluded.fingerprint, report = excluded.report, computed_at = excluded.computed_at`;

function equipmentCodes(value: string | null): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string').sort() : [];
  } catch {
    return [];
  }
}

function subjectOf(row: VehicleRow): ValuationSubject {
  return {
    productType: row.product_type,
    make: row.make,
    model: row.model,
    firstRegistrationYear: row.first_registration_year,
    mileage: row.product_type === 'trailer' ? null : row.mileage,
    lengthMm: row.length_mm,
    equipment: equipmentCodes(row.equipment),
  };
}

const fingerprintOf = (subject: ValuationSubject) => `${METHOD_VERSION}:${JSON.stringify(subject)}`;

function d1Of(db: D1Database | Database): D1Database {
  return '$client' in db ? db.$client : db;
}

/** The vehicle's owner and status with its market price, for the caller's authorization. */
export interface VehicleMarketPrice extends MarketPriceEntry {
  ownerId: number;
  status: string;
}

/**
 * The market price report of each known vehicle among `productIds` (unknown ids are simply absent). Fresh cached
 * results are reused; the rest cost one read of past sales per product type among them, however many vehicles.
 */
export async function marketPriceReports(db: D1Database | Database, productIds: readonly number[], now = Date.now()): Promise<Map<number, VehicleMarketPrice>> {
  const ids = [...new Set(productIds)];
  if (ids.length > MARKET_PRICE_BATCH_LIMIT) throw new RangeError(`at most ${MARKET_PRICE_BATCH_LIMIT} vehicles per call`);
  const result = new Map<number, VehicleMarketPrice>();
  if (ids.length === 0) return result;
  const d1 = d1Of(db);
  const rows = (await d1.prepare(VEHICLES_SQL).bind(JSON.stringify(ids)).all<VehicleRow>()).results;

  const misses: { row: VehicleRow; subject: ValuationSubject; fingerprint: string }[] = [];
  for (const row of rows) {
    const subject = subjectOf(row);
    const fingerprint = fingerprintOf(subject);
    const fresh = row.cached_report !== null && row.cached_fingerprint === fingerprint && row.cached_at !== null && now - row.cached_at < MARKET_PRICE_MAX_AGE_MS && row.cached_at <= now;
    if (fresh) result.set(row.id, { ownerId: row.customer_id, status: row.status, report: JSON.parse(row.cached_report ?? '') as MarketPriceReport, computedAt: row.cached_at ?? now });
    else misses.push({ row, subject, fingerprint });
  }
  if (misses.length === 0) return result;

  const types = [...new Set(misses.map((miss) => miss.subject.productType))];
  const sales = new Map(await Promise.all(types.map(async (type) => [type, await comparableSales(d1, type, now)] as const)));
  const writes: D1PreparedStatement[] = [];
  for (const { row, subject, fingerprint } of misses) {
    const report = marketPriceReport(row.id, subject, sales.get(subject.productType) ?? [], now);
    result.set(row.id, { ownerId: row.customer_id, status: row.status, report, computedAt: now });
    writes.push(d1.prepare(UPSERT_SQL).bind(row.id, fingerprint, JSON.stringify(report), now));
  }
  await d1.batch(writes);
  return result;
}

/** Only the ranges, for a list (the dealer's board): productId -> market price and how fresh it is. */
export async function marketPrices(db: D1Database | Database, productIds: readonly number[], now = Date.now()): Promise<Map<number, { marketPrice: MarketPrice; computedAt: number }>> {
  const reports = await marketPriceReports(db, productIds, now);
  return new Map([...reports].map(([id, entry]) => [id, { marketPrice: entry.report.price, computedAt: entry.computedAt }]));
}
