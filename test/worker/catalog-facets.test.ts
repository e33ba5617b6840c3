/**
 * The facet counters (migration 0026) against a plain recount: random listings, random status and attribute changes
 * and deletions through `products` (so the search table's and the counters' triggers both run), then random
 * searches whose counters plan is compared with a GROUP BY over catalog_listings counted here independently.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AuctionStatus, LIVE_STATUSES, PUBLIC_STATUSES } from '../../domain/auction-status.ts';
import type { CatalogFilters, DistanceBand } from '../../domain/catalog-filters.ts';
import { createDb } from '../../worker/db/client.ts';
import { countQuery, distanceCosine, FACETS, type Facet } from '../../worker/db/repositories/catalog-facets.ts';
import { postalOrigin } from '../../worker/db/repositories/catalog-search.ts';
import { createCustomer } from './accounts-helpers.ts';

const STATUSES = ['published', 'running', 'hotbidding', 'ended', 'sold', 'renegotiation', 'editing', 'under_review', 'failed_na'];
const MAKES = ['hymer', 'knaus', 'fendt', 'adria'];
const PLACES = [['DE', '10115'], ['DE', '20095'], ['DE', '80331'], ['AT', '1010'], ['NL', '1012 AB']] as const;
const PRICES = [null, 5000, 10000, 12345, 45000, 50000, 50001, 99999];
const MILEAGES = [null, 10000, 20000, 20001, 79999, 80000, 150000];
const LISTINGS = 160;
const CHANGES = 140;
const SEARCHES = 60;

/** Deterministic pseudo-random numbers, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}
const next = random(2024);
const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

beforeAll(async () => {
  const seller = await createCustomer();
  await env.DB.prepare('DELETE FROM products').run();
  const insert = env.DB.prepare(
    `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, mileage, fuel, transmission,
      zip_code, city, country, status, display_price, buy_now_price, ending_at, created_at)
     VALUES (?, ?, 'Make', ?, 'M', ?, 1, ?, ?, ?, ?, 'Town', ?, ?, ?, ?, ?, ?)`,
  );
  const rows = Array.from({ length: LISTINGS }, () => {
    const trailer = next() < 0.3;
    const [country, zip] = pick(PLACES);
    return insert.bind(
      seller.id, trailer ? 'trailer' : 'motorhome', pick(MAKES), 2010 + Math.floor(next() * 8), trailer ? null : pick(MILEAGES),
      trailer || next() < 0.1 ? null : pick(['diesel', 'petrol']), trailer ? null : pick(['manual', 'automatic']), zip, country, pick(STATUSES),
      pick(PRICES), next() < 0.3 ? 60000 : null, Date.now() + 3_600_000, Date.now(),
    );
  });
  await env.DB.batch(rows);
  const ids = (await env.DB.prepare('SELECT id FROM products').all<{ id: number }>()).results.map((row) => row.id);
  const changes = Array.from({ length: CHANGES }, () => {
    const id = pick(ids);
    const [country, zip] = pick(PLACES);
    return pick([
      env.DB.prepare('UPDATE products SET status = ? WHERE id = ?').bind(pick(STATUSES), id),
      env.DB.prepare('UPDATE products SET status = ? WHERE id = ?').bind(pick(STATUSES), id),
      env.DB.prepare('UPDATE products SET display_price = ?, highest_bid = ? WHERE id = ?').bind(pick(PRICES), 1000, id),
      env.DB.prepare('UPDATE products SET make_code = ?, first_registration_year = ? WHERE id = ?').bind(pick(MAKES), 2010 + Math.floor(next() * 8), id),
      env.DB.prepare('UPDATE products SET country = ?, zip_code = ? WHERE id = ?').bind(country, zip, id),
      env.DB.prepare('UPDATE products SET buy_now_price = ?, mileage = ? WHERE id = ?').bind(next() < 0.5 ? null : 70000, pick(MILEAGES), id),
      env.DB.prepare("UPDATE products SET fuel = NULL, transmission = NULL, product_type = 'trailer' WHERE id = ?").bind(id),
      env.DB.prepare('DELETE FROM products WHERE id = ?').bind(id),
    ]);
  });
  for (const change of changes) await change.run();
});

/** A random search the counters can serve: any facet filters alone, or one range kind with at most one facet filter. */
function randomSearch(): { filters: CatalogFilters; statuses: readonly AuctionStatus[] } {
  const filters: CatalogFilters = { makes: [], fuels: [], countries: [], buyNow: false, exclusive: false, manufacturer: false, sort: 'ending', page: 1, itemsPerPage: 24 };
  const range = pick(['none', 'none', 'year', 'price', 'mileage', 'buyNow', 'distance'] as const);
  const facets = [...FACETS].sort(() => next() - 0.5).slice(0, range === 'none' ? Math.floor(next() * 4) : Math.floor(next() * 2));
  for (const facet of facets) {
    if (facet === 'productType') filters.productType = pick(['motorhome', 'trailer']);
    if (facet === 'make') filters.makes = [...new Set([pick(MAKES), pick(MAKES)])];
    if (facet === 'fuel') filters.fuels = [pick(['diesel', 'petrol'])];
    if (facet === 'country') filters.countries = [pick(['DE', 'AT', 'NL'] as const)];
    if (facet === 'transmission') filters.transmission = pick(['manual', 'automatic']);
  }
  if (range === 'year') Object.assign(filters, pick([{ yearMin: 2013 }, { yearMax: 2012 }, { yearMin: 2011, yearMax: 2015 }]));
  if (range === 'price') Object.assign(filters, pick([{ priceMax: 50000 }, { priceMin: 50000 }, { priceMin: 10000, priceMax: 45000 }, { priceMin: 5000 }]));
  if (range === 'mileage') filters.mileageMax = pick([20000, 80000, 0]);
  if (range === 'buyNow') filters.buyNow = true;
  if (range === 'distance') Object.assign(filters, { zip: pick(['10115', '80331', '20095']), distance: pick(['100', '200', '300', 'over300'] as DistanceBand[]) });
  return { filters, statuses: pick([PUBLIC_STATUSES, LIVE_STATUSES, ['published'] as AuctionStatus[]]) };
}

type Row = Record<'product_type' | 'make_code' | 'fuel' | 'country' | 'transmission', string | null>;
const COLUMN: Record<Facet, keyof Row> = { productType: 'product_type', make: 'make_code', fuel: 'fuel', country: 'country', transmission: 'transmission' };

/** The plain recount: every listing matching the non-facet filters, then per facet the rows passing the others. */
async function recount(filters: CatalogFilters, statuses: readonly AuctionStatus[]) {
  const where = [`status IN (${statuses.map((status) => `'${status}'`).join(', ')})`];
  if (filters.priceMin !== undefined) where.push(`price >= ${filters.priceMin}`);
  if (filters.priceMax !== undefined) where.push(`price <= ${filters.priceMax}`);
  if (filters.yearMin !== undefined) where.push(`year >= ${filters.yearMin}`);
  if (filters.yearMax !== undefined) where.push(`year <= ${filters.yearMax}`);
  if (filters.mileageMax !== undefined) where.push(`mileage <= ${filters.mileageMax}`);
  if (filters.buyNow) where.push('buy_now = 1');
  const origin = filters.zip ? await postalOrigin(createDb(env.DB), 'DE', filters.zip) : null;
  const distance = distanceCosine(filters);
  if (origin && distance) where.push(`x IS NOT NULL AND (x * ${origin.x} + y * ${origin.y} + z * ${origin.z}) ${distance.within ? '>=' : '<'} ${distance.cos}`);
  const rows = (await env.DB.prepare(`SELECT product_type, make_code, fuel, country, transmission FROM catalog_listings WHERE ${where.join(' AND ')}`).all<Row>()).results;
  const chosen: Record<Facet, readonly string[]> = {
    productType: filters.productType ? [filters.productType] : [],
    make: filters.makes,
    fuel: filters.fuels,
    country: filters.countries,
    transmission: filters.transmission ? [filters.transmission] : [],
  };
  const passes = (row: Row, facet: Facet) => !chosen[facet].length || chosen[facet].includes(row[COLUMN[facet]] ?? '');
  const facets = FACETS.map((facet) => {
    const counts = new Map<string, number>();
    for (const row of rows.filter((candidate) => FACETS.every((other) => other === facet || passes(candidate, other)))) {
      const value = row[COLUMN[facet]];
      if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return { attributeCode: facet, options: [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)) };
  });
  return { total: rows.filter((row) => FACETS.every((facet) => passes(row, facet))).length, facets, origin: origin ?? undefined };
}

describe('facet counters', () => {
  it('hold no negative counts after the changes', async () => {
    expect(await env.DB.prepare('SELECT count(*) AS n FROM catalog_facet_counts WHERE n < 0').first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM catalog_listings').first('n')).toBeGreaterThan(40);
  });

  it('agree with a plain recount for random searches', async () => {
    const db = createDb(env.DB);
    let served = 0;
    for (let search = 0; search < SEARCHES; search++) {
      const { filters, statuses } = randomSearch();
      const expected = await recount(filters, statuses);
      const query = await countQuery(db, filters, statuses, [], { origin: expected.origin });
      expect(query.plan.source, JSON.stringify(filters)).toBe('counters');
      const counted = query.read(await query.statement.all());
      expect({ total: counted.total, facets: counted.facets }, JSON.stringify({ filters, statuses })).toEqual({ total: expected.total, facets: expected.facets });
      if (expected.total > 0) served++;
    }
    // The random searches must not all be empty, or the comparison proves little.
    expect(served).toBeGreaterThan(SEARCHES / 2);
  });

  it('fall back to the grouped pass where they cannot serve, and say why', async () => {
    const filters: CatalogFilters = { makes: ['hymer'], fuels: [], countries: ['DE'], priceMax: 47300, buyNow: false, exclusive: false, manufacturer: false, sort: 'ending', page: 1, itemsPerPage: 24 };
    const query = await countQuery(createDb(env.DB), filters, PUBLIC_STATUSES, [], {});
    expect(query.plan).toEqual({ source: 'scan', reason: 'price off the 5000 grid' });
    const text = await countQuery(createDb(env.DB), { ...filters, priceMax: 50000 }, PUBLIC_STATUSES, [], { scan: 'text' });
    expect(text.plan).toEqual({ source: 'scan', reason: 'text' });
  });
});
