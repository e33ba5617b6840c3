/**
 * Catalogue search benchmark: seeds a fresh local D1 with N listings on sale plus N sold or ended ones, then runs the
 * standard filter combinations with facet counts and prints, per combination, D1's own time (p50/p95 of
 * `meta.duration`), the rows D1 reports read (`meta.rows_read`, the page query plus the count), where the counts came
 * from, and the query plans. Prints figures; asserts nothing.
 *
 *   npm run bench:search                        250,000 listings (plus 250,000 sold or ended)
 *   LISTINGS=50000 npm run bench:search         another size (or `node bench/search.ts 50000`)
 *   SIZES=50000,250000 npm run bench:search     each size in turn, then the rows read side by side
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { LIVE_STATUSES, PUBLIC_STATUSES } from '../domain/auction-status.ts';
import { type CatalogFilters, maxCatalogPage, parseCatalogFilters } from '../domain/catalog-filters.ts';
import { createDb } from '../worker/db/client.ts';
import { pageIndex, searchOrigin, searchProducts, searchQueries } from '../worker/db/repositories/catalog-search.ts';
import { seedListings } from './search-seed.ts';
import { measureTextSearches, TEXT_COMBINATIONS } from './search-text.ts';

const ROOT = resolve(import.meta.dirname, '..');
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
/** Not standard: the deepest page a search may ask for, and a price off the counters' grid (the grouped pass). */
const EXTRA = [`page=${maxCatalogPage(24)}`, 'priceMax=47300'];

function sizes(): number[] {
  const list = process.env.SIZES ?? process.env.LISTINGS ?? process.argv[2] ?? '250000';
  return list.split(',').map((size) => Number(size.trim())).filter((size) => Number.isInteger(size) && size > 0);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const statusesOf = (filters: CatalogFilters) => (filters.status === 'running' ? LIVE_STATUSES : PUBLIC_STATUSES);
const label = (query: string) => (query || '(no filter)').padEnd(62);

interface Figures {
  rowsRead: number;
  pageRows: number;
  countRows: number;
}

async function measure(listings: number): Promise<Map<string, Figures>> {
  const stateDir = join(ROOT, '.tmp', 'bench-search');
  rmSync(stateDir, { recursive: true, force: true });
  spawnSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], { cwd: ROOT, stdio: 'ignore' });
  const proxy = await getPlatformProxy<{ DB: D1Database }>({ configPath: join(ROOT, 'wrangler.toml'), persist: { path: join(stateDir, 'v3') } });
  const figures = new Map<string, Figures>();
  try {
    const d1 = proxy.env.DB;
    const seeded = await seedListings(d1, ROOT, listings);
    console.log(`\n=== ${listings.toLocaleString('en')} listings on sale + ${listings.toLocaleString('en')} sold or ended`);
    console.log(`Seeded in ${seeded.seconds.toFixed(1)} s: ${seeded.catalogue.toLocaleString('en')} rows in the search table (public statuses), ${seeded.counters.toLocaleString('en')} facet counters\n`);

    const db = createDb(d1);
    console.log(`Search with facet counts (5 facets), ${RUNS} runs each; targets p95 <= 20 ms D1 time, <= 2,000 rows read`);
    console.log('  "D1" is the time D1 reports for the page query and the count together (server time inside workerd);');
    console.log('  "rows" is what D1 reports read (page + count); "call" is the whole repository call timed in Node.\n');
    const plans: string[] = [];
    for (const query of [...COMBINATIONS, ...EXTRA]) {
      const parsed = parseCatalogFilters(new URLSearchParams(query));
      if (!parsed.ok) throw new Error(`bad combination ${query}`);
      const filters = parsed.filters;
      const origin = await searchOrigin(db, filters, 'DE');
      const { page, count } = await searchQueries(db, filters, statusesOf(filters), origin);
      // As served: the count first, then the page read the way the count makes cheapest (domain/catalog-page-plan.ts).
      const counted = count.read(await count.statement);
      const index = await pageIndex(db, filters, counted.total);
      const compiled = [page(index).toSQL(), count.statement.toSQL()];
      const statements = compiled.map(({ sql, params }) => d1.prepare(sql).bind(...params));
      const server: number[] = [];
      const call: number[] = [];
      let total = 0;
      let rows: Figures = { rowsRead: 0, pageRows: 0, countRows: 0 };
      for (let run = 0; run < RUNS; run++) {
        const results = await d1.batch(statements);
        server.push(results.reduce((sum, result) => sum + result.meta.duration, 0));
        const [pageRows, countRows] = results.map((result) => result.meta.rows_read ?? 0) as [number, number];
        rows = { rowsRead: pageRows + countRows, pageRows, countRows };
        const start = performance.now();
        total = (await searchProducts(db, filters, statusesOf(filters))).total;
        call.push(performance.now() - start);
      }
      figures.set(query, rows);
      server.sort((a, b) => a - b);
      call.sort((a, b) => a - b);
      const figure = (list: number[], p: number) => percentile(list, p).toFixed(1).padStart(5);
      const source = `${count.plan.source === 'counters' ? `counters ${count.plan.kind || 'facets'}` : `scan (${count.plan.reason})`}, page ${index ? `walks ${index}` : "by SQLite's choice"}`;
      console.log(
        `  ${label(query)} total ${String(total).padStart(6)}   D1 p50 ${figure(server, 50)} p95 ${figure(server, 95)} ms   rows ${String(rows.rowsRead).padStart(6)} (page ${rows.pageRows}, count ${rows.countRows})   call p50 ${figure(call, 50)} p95 ${figure(call, 95)} ms   ${source}`,
      );
      const explained: string[] = [];
      for (const { sql, params } of compiled) {
        const plan = await d1.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
        explained.push(plan.results.map((row) => row.detail).join(' | '));
      }
      plans.push(`  ${label(query)} ${explained.join('  ‖  ')}`);
    }
    for (const [query, rowsRead] of await measureTextSearches(d1, db, RUNS, label)) figures.set(query, { rowsRead, pageRows: rowsRead, countRows: 0 });
    console.log('\nQuery plans (page query ‖ count)');
    for (const line of plans) console.log(line);
  } finally {
    await proxy.dispose();
  }
  return figures;
}

const measured: [number, Map<string, Figures>][] = [];
for (const listings of sizes()) measured.push([listings, await measure(listings)]);
if (measured.length > 1) {
  console.log('\nRows read per search (page + count) by catalogue size');
  console.log(`  ${''.padEnd(62)} ${measured.map(([listings]) => `${listings.toLocaleString('en')} + sold`.padStart(18)).join('')}`);
  for (const query of [...COMBINATIONS, ...EXTRA, ...TEXT_COMBINATIONS]) {
    console.log(`  ${label(query)} ${measured.map(([, figures]) => String(figures.get(query)?.rowsRead ?? '').padStart(18)).join('')}`);
  }
}
