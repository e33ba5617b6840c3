/**
 * Edge cache of anonymous pages: replays a mixed traffic of anonymous page views (listings, catalogue filters, home,
 * content pages, blog, in several locales) against the built product on loopback, and prints the hit ratio and the
 * time to first byte of hits and misses side by side (target: a hit at <= 0.2 of a miss). Every view is a new visitor
 * without cookies; popularity follows a Zipf law, as real traffic does. Prints figures; asserts nothing.
 * Beside them it prints the floor of the local server: the time to first byte of `/health`, which renders nothing
 * and reads nothing, i.e. what the local proxy in front of the runtime costs every request (none of that exists at the
 * edge), and the two times above that floor.
 * Run with `npm run bench:pages` (VIEWS, LISTINGS and CONCURRENCY override the defaults; builds first if dist/ is missing).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locale } from '../domain/locales.ts';
import { pathFor } from '../domain/routes.ts';
import { startServer } from '../e2e/server.ts';

const ROOT = resolve(import.meta.dirname, '..');
const VIEWS = Number(process.env.VIEWS ?? 10_000);
const LISTINGS = Number(process.env.LISTINGS ?? 2_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const LOCALES: Locale[] = ['de', 'en', 'nl', 'pl', 'sv'];
const FILTERS = [
  '',
  'productType=motorhome',
  'productType=trailer',
  'make=hymer',
  'make=knaus,hobby',
  'priceMax=30000',
  'priceMax=50000&productType=motorhome',
  'yearMin=2018',
  'sort=price_asc',
  'sort=newest',
  'country=DE&fuel=diesel',
  'buyNow=1',
  'status=running',
  'mileageMax=80000&sort=mileage_asc',
];
const CONTENT = ['about', 'faq', 'pricing', 'imprint', 'privacy', 'contact'] as const;
const MAKES = ['hymer', 'knaus', 'dethleffs', 'buerstner', 'hobby', 'fendt', 'tabbert', 'carado', 'poessl', 'weinsberg'];

/** Deterministic pseudo-random numbers, so every run replays the same traffic. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** An index in [0, n) drawn with Zipf weights (exponent 1): the first items are the popular ones. */
function zipf(n: number, next: () => number): () => number {
  const weights = Array.from({ length: n }, (_, index) => 1 / (index + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cumulative: number[] = [];
  let sum = 0;
  for (const weight of weights) cumulative.push((sum += weight / total));
  return () => {
    const target = next();
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** Adds LISTINGS published listings to the fresh state before the server starts. */
function addListings(stateDir: string, env: NodeJS.ProcessEnv) {
  const next = random(7);
  const rows: string[] = [];
  for (let i = 0; i < LISTINGS; i++) {
    const trailer = next() < 0.3;
    const make = MAKES[Math.floor(next() * MAKES.length)] as string;
    const price = Math.round(5000 + next() * 90000);
    rows.push(
      `((SELECT MIN(id) FROM customers), '${trailer ? 'trailer' : 'motorhome'}', '${make}', '${make}', 'Bench ${i}', ${2008 + Math.floor(next() * 17)}, 1, ${trailer ? 'NULL' : Math.floor(next() * 150000)}, ${trailer ? 'NULL' : "'diesel'"}, '20095', 'Hamburg', 'DE', '${next() < 0.6 ? 'running' : 'published'}', ${price}, ${Date.now() + Math.floor(next() * 86_400_000)}, ${Date.now() - i * 1000})`,
    );
  }
  const dir = join(stateDir, 'bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'listings.sql');
  const statements: string[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    statements.push(
      `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, mileage, fuel, zip_code, city, country, status, display_price, ending_at, created_at) VALUES ${rows.slice(i, i + 200).join(',')};`,
    );
  }
  writeFileSync(file, statements.join('\n'));
  const result = spawnSync('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--file', file], { cwd: ROOT, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`adding listings failed:\n${result.stdout}\n${result.stderr}`);
}

async function listingIds(origin: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < LISTINGS && page <= 50; page++) {
    const answer = (await (await fetch(`${origin}/public/catalog/search?itemsPerPage=60&page=${page}&sort=newest`)).json()) as { products: { entityId: number }[] };
    if (!answer.products.length) break;
    ids.push(...answer.products.map((product) => product.entityId));
  }
  return ids;
}

/** The replayed views: mostly listings, then catalogue filters, home, content pages and the blog. */
function traffic(ids: number[]): string[] {
  const next = random(42);
  const listing = zipf(ids.length, next);
  const filter = zipf(FILTERS.length, next);
  const locale = zipf(LOCALES.length, next);
  const views: string[] = [];
  for (let i = 0; i < VIEWS; i++) {
    const kind = next();
    const language = LOCALES[locale()] as Locale;
    if (kind < 0.5) views.push(pathFor('catalog-product-id', language, { id: String(ids[listing()]) }));
    else if (kind < 0.75) {
      const query = FILTERS[filter()] as string;
      views.push(pathFor('catalog', language) + (query ? `?${query}` : ''));
    } else if (kind < 0.87) views.push(pathFor('index', language));
    else if (kind < 0.96) views.push(pathFor(CONTENT[Math.floor(next() * CONTENT.length)] as (typeof CONTENT)[number], language));
    else views.push(pathFor('blog', language));
  }
  return views;
}

interface View {
  cache: string;
  status: number;
  ttfb: number;
}

/** One anonymous view: the time until the first byte of the document arrived, then the rest is read. */
async function view(url: string): Promise<View> {
  const start = performance.now();
  const response = await fetch(url, { headers: { Accept: 'text/html' }, redirect: 'manual' });
  const reader = response.body?.getReader();
  await reader?.read();
  const ttfb = performance.now() - start;
  while (reader && !(await reader.read()).done);
  return { cache: response.headers.get('X-Page-Cache') ?? 'none', status: response.status, ttfb };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main() {
  if (!existsSync(join(ROOT, 'dist', 'client', 'assets', 'entry-client.js'))) {
    spawnSync('vite', ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  }
  const server = await startServer('bench-pages', addListings);
  try {
    const ids = await listingIds(server.url);
    const views = traffic(ids);
    console.log(`Edge cache of anonymous pages: ${views.length.toLocaleString('en')} views over ${ids.length.toLocaleString('en')} listings, ${FILTERS.length} catalogue filters, ${LOCALES.length} locales, ${CONCURRENCY} at a time`);
    const results: View[] = [];
    const floor: number[] = [];
    let cursor = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (cursor < views.length) {
          const index = cursor++;
          results.push(await view(server.url + (views[index] as string)));
          if (index % 20 === 0) floor.push((await view(`${server.url}/health`)).ttfb);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const hits = results.filter((result) => result.cache === 'hit').map((result) => result.ttfb).sort((a, b) => a - b);
    const misses = results.filter((result) => result.cache === 'miss').map((result) => result.ttfb).sort((a, b) => a - b);
    floor.sort((a, b) => a - b);
    const other = results.length - hits.length - misses.length;
    const failed = results.filter((result) => result.status !== 200).length;
    const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
    console.log(`  hit ratio        ${((hits.length / results.length) * 100).toFixed(1)} %  (${hits.length} hits, ${misses.length} misses, ${other} uncached, ${failed} not 200) in ${seconds.toFixed(1)} s`);
    console.log(`  TTFB of a hit    p50 ${ms(percentile(hits, 50))}   p95 ${ms(percentile(hits, 95))}`);
    console.log(`  TTFB of a miss   p50 ${ms(percentile(misses, 50))}   p95 ${ms(percentile(misses, 95))}`);
    console.log(`  floor (/health)  p50 ${ms(percentile(floor, 50))}   p95 ${ms(percentile(floor, 95))}   (the local proxy; ${floor.length} samples)`);
    const ratio = (p: number, base = 0) => ((percentile(hits, p) - base) / (percentile(misses, p) - base)).toFixed(2);
    console.log(`  hit / miss       p50 ${ratio(50)}   p95 ${ratio(95)}   (target <= 0.2)`);
    console.log(`  above the floor  p50 ${ratio(50, percentile(floor, 50))}   p95 ${ratio(95, percentile(floor, 95))}`);
  } finally {
    await server.stop();
  }
}

await main();
