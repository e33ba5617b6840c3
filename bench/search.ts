/**
 * Catalogue search benchmark: seeds 50,000 listings into a fresh local D1, then times the standard filter
 * combinations with facet counts and prints their query plans. Prints figures; asserts nothing.
 * Run with `npm run bench:search`. Timings are taken in Node around calls through wrangler's local
 * platform proxy, so they include one proxy round trip per query on top of D1's own time.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { parseCatalogFilters } from '../domain/catalog-filters.ts';
import { LIVE_STATUSES, PUBLIC_STATUSES } from '../domain/auction-status.ts';
import { createDb } from '../worker/db/client.ts';
import { searchOrigin, searchProducts, searchQueries } from '../worker/db/repositories/catalog-search.ts';

const ROOT = resolve(import.meta.dirname, '..');
const LISTINGS = 50_000;
const RUNS = 60;
const COMBINATIONS = [
  '',
  'status=running',
  'productType=motorhome&priceMax=50000',
  'make=hymer,knaus&yearMin=2015',
  'country=DE&fuel=diesel&sort=price_asc',
  'buyNow=1&sort=newest',
  'mileageMax=80000&sort=mileage_asc',
  'zip=20095&distance=200',
  'productType=trailer&zip=80331&distance=over300&sort=price_desc',
];
const MAKES = ['hymer', 'knaus', 'dethleffs', 'buerstner', 'hobby', 'fendt', 'tabbert', 'carado', 'poessl', 'weinsberg', 'adria', 'sunlight'];
const PLACES = [
  ['DE', '10115'], ['DE', '20095'], ['DE', '80331'], ['DE', '50667'], ['DE', '70173'], ['DE', '01067'], ['NL', '1012 AB'], ['AT', '1010'],
  ['BE', '1000'], ['SE', '111 22'], ['DK', '2100'], ['PL', '00-950'], ['ES', '28001'], ['CZ', '110 00'], ['FR', '75001'],
] as const;
const STATUSES = ['running', 'running', 'hotbidding', 'published', 'sold', 'ended', 'renegotiation', 'editing', 'under_review', 'failed_na'];

/** Deterministic pseudo-random numbers, so every run measures the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const stateDir = join(ROOT, '.tmp', 'bench-search');
rmSync(stateDir, { recursive: true, force: true });
spawnSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], { cwd: ROOT, stdio: 'ignore' });
const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: join(ROOT, 'wrangler.toml'), persist: { path: join(stateDir, 'v3') } });

try {
  const d1 = proxy.env.DB;
  await d1.prepare("INSERT INTO customers (id, email, name, surname) VALUES (1, 'bench@example.com', 'B', 'B')").run();
  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const started = performance.now();
  const statements: D1PreparedStatement[] = [];
  for (let batch = 0; batch < LISTINGS / 100; batch++) {
    const rows: string[] = [];
    for (let i = 0; i < 100; i++) {
      const trailer = next() < 0.3;
      const price = Math.round(5000 + next() * 115000);
      const make = pick(MAKES);
      const [country, zip] = pick(PLACES);
      rows.push(
        `(1, '${trailer ? 'trailer' : 'motorhome'}', '${make}', '${make}', 'Model', ${2005 + Math.floor(next() * 21)}, 1, ${trailer ? 'NULL' : Math.floor(next() * 200000)}, ${trailer ? 'NULL' : `'${next() < 0.9 ? 'diesel' : 'petrol'}'`}, ${trailer ? 'NULL' : `'${next() < 0.5 ? 'manual' : 'automatic'}'`}, '${zip}', 'Town', '${country}', '${pick(STATUSES)}', ${price}, ${next() < 0.2 ? price + 5000 : 'NULL'}, ${Date.now() + Math.floor(next() * 86_400_000)}, ${Date.now() - Math.floor(next() * 86_400_000 * 60)})`,
      );
    }
    statements.push(
      d1.prepare(
        `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, mileage, fuel, transmission, zip_code, city, country, status, display_price, buy_now_price, ending_at, created_at) VALUES ${rows.join(',')}`,
      ),
    );
  }
  for (let i = 0; i < statements.length; i += 50) await d1.batch(statements.slice(i, i + 50));
  await d1.prepare('ANALYZE').run();
  console.log(`Seeded ${LISTINGS.toLocaleString('en')} listings in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

  const db = createDb(d1);
  console.log(`Search with facet counts (5 facets), ${RUNS} runs each; target p95 <= 20 ms server time`);
  console.log('  "D1" is the execution time D1 reports for the two statements (server time inside workerd);');
  console.log('  "call" is the whole repository call timed in Node, including the platform proxy round trip.\n');
  for (const query of COMBINATIONS) {
    const parsed = parseCatalogFilters(new URLSearchParams(query));
    if (!parsed.ok) throw new Error(`bad combination ${query}`);
    const filters = parsed.filters;
    const statuses = filters.status === 'running' ? LIVE_STATUSES : PUBLIC_STATUSES;
    const origin = await searchOrigin(db, filters, 'DE');
    const { page, grouped } = searchQueries(db, filters, statuses, origin);
    const statements = [page.toSQL(), grouped.toSQL()].map(({ sql, params }) => d1.prepare(sql).bind(...params));
    const server: number[] = [];
    const call: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS; run++) {
      const results = await d1.batch(statements);
      server.push(results.reduce((sum, result) => sum + result.meta.duration, 0));
      const start = performance.now();
      total = (await searchProducts(db, filters, statuses)).total;
      call.push(performance.now() - start);
    }
    server.sort((a, b) => a - b);
    call.sort((a, b) => a - b);
    const figure = (list: number[], p: number) => percentile(list, p).toFixed(1).padStart(5);
    console.log(`  ${(query || '(no filter)').padEnd(62)} total ${String(total).padStart(6)}   D1 p50 ${figure(server, 50)} p95 ${figure(server, 95)} ms   call p50 ${figure(call, 50)} p95 ${figure(call, 95)} ms`);
  }

  console.log('\nQuery plans (page query ‖ grouped facet pass)');
  for (const query of COMBINATIONS) {
    const parsed = parseCatalogFilters(new URLSearchParams(query));
    if (!parsed.ok) continue;
    const statuses = parsed.filters.status === 'running' ? LIVE_STATUSES : PUBLIC_STATUSES;
    const origin = await searchOrigin(db, parsed.filters, 'DE');
    const { page, grouped } = searchQueries(db, parsed.filters, statuses, origin);
    const plans: string[] = [];
    for (const { sql, params } of [page.toSQL(), grouped.toSQL()]) {
      const plan = await d1.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
      plans.push(plan.results.map((row) => row.detail).join(' | '));
    }
    console.log(`  ${(query || '(no filter)').padEnd(62)} ${plans.join('  ‖  ')}`);
  }
} finally {
  await proxy.dispose();
}
