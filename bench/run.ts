/**
 * Storefront benchmarks: server-side rendering latency, initial JavaScript per public page, the ad editor's save and
 * upload paths, and LCP in headless Chromium, against the built product on loopback. Prints figures; asserts nothing.
 * Run with `npm run bench` (builds first if dist/ is missing).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PAGE_SOURCES } from '../client/pages/page-sources.ts';
import { pathFor, type RouteName } from '../domain/routes.ts';
import { launch } from '../e2e/browser.ts';
import { startServer } from '../e2e/server.ts';
import { ensureDevVars } from '../scripts/dev-vars.mjs';
import { INITIAL_JS_BUDGET_KIB, measureBuild } from '../scripts/js-budget.mjs';
import { editorBench } from './editor.ts';
import { runNotificationBench } from './notifications.ts';

const ROOT = resolve(import.meta.dirname, '..');
const REQUESTS = 300;
const STATIC_PAGES = {
  home: pathFor('index', 'de'),
  catalogue: pathFor('catalog', 'de'),
  'content page': pathFor('pricing', 'de'),
  'blog index': pathFor('blog', 'en'),
  'sell funnel': pathFor('sell-type', 'de'),
  // The editor's code and first paint are the same for any ad; a stranger's id shows the sign-in prompt.
  'ad editor': pathFor('ad-edit-type-step-id', 'de', { type: 'motorhome', step: 'profile', id: '1' }),
};

/** The route of each page measured, for its initial JS (which the build alone decides). */
const ROUTES: Record<string, RouteName> = {
  home: 'index',
  catalogue: 'catalog',
  'content page': 'pricing',
  'blog index': 'blog',
  'sell funnel': 'sell-type',
  'ad editor': 'ad-edit-type-step-id',
  product: 'catalog-product-id',
};

/** The pages measured: the static ones plus the detail page of a running auction of the demo data. */
async function pages(origin: string): Promise<Record<string, string>> {
  const search = (await (await fetch(`${origin}/public/catalog/search?status=running&itemsPerPage=1`)).json()) as { products: { entityId: number }[] };
  const id = search.products[0]?.entityId;
  return id ? { ...STATIC_PAGES, product: pathFor('catalog-product-id', 'de', { id: String(id) }) } : STATIC_PAGES;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function ssrLatency(url: string) {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function main() {
  ensureDevVars(ROOT);
  if (!existsSync(join(ROOT, 'dist', 'client-manifest.json'))) {
    spawnSync('vite', ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  }
  const server = await startServer('bench-state');
  try {
    const PAGES = await pages(server.url);
    console.log(`\nSSR latency over loopback (${REQUESTS} sequential requests each; target p95 <= 15 ms server time)`);
    for (const [name, path] of Object.entries(PAGES)) {
      await ssrLatency(server.url + path); // warm-up round
      const { p50, p95 } = await ssrLatency(server.url + path);
      console.log(`  ${name.padEnd(14)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms`);
    }

    // The same measurement as the budget check in npm test (scripts/js-budget.mjs), for the pages measured above.
    console.log(`\nInitial JavaScript, gzip (target <= ${INITIAL_JS_BUDGET_KIB} KB on public pages; every page: node scripts/js-budget.mjs)`);
    const figures = new Map(measureBuild(ROOT, PAGE_SOURCES).map((row) => [row.module, row]));
    for (const [name, route] of Object.entries(ROUTES)) {
      const row = figures.get(PAGE_SOURCES[route].module);
      if (row) console.log(`  ${name.padEnd(14)} ${row.kib.toFixed(1).padStart(6)} KB in ${row.files} files`);
    }

    await editorBench(server.url);

    console.log('\nLargest Contentful Paint, headless Chromium, local (target <= 1.5 s)');
    const browser = await launch();
    try {
      for (const [name, path] of Object.entries(PAGES)) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        await page.goto(server.url + path, { waitUntil: 'load' });
        const lcp = await page.evaluate(
          () =>
            new Promise<number>((done) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries();
                done(entries[entries.length - 1]?.startTime ?? NaN);
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
        );
        console.log(`  ${name.padEnd(14)} ${(lcp / 1000).toFixed(2)} s`);
        await context.close();
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

await main();
// The fan-out needs its own data (1,000 dealers in one auction), so it runs on its own server.
console.log('');
await runNotificationBench({ build: false });
