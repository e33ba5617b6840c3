/**
 * Storefront benchmarks: server-side rendering latency, initial JavaScript per public page, the ad editor's save and
 * upload paths, and LCP in headless Chromium, against the built product on loopback. Prints figures; asserts nothing.
 * Run with `npm run bench` (builds first if dist/ is missing).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathFor } from '../domain/routes.ts';
import { launch } from '../e2e/browser.ts';
import { startServer } from '../e2e/server.ts';
import { ensureDevVars } from '../scripts/dev-vars.mjs';
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

/** Sums the gzip size of the entry, its static imports and the page's own chunk. */
function initialJs(html: string, pageChunk: string): { files: number; gzipKb: number } {
  const assets = join(ROOT, 'dist', 'client');
  const seen = new Set<string>();
  const queue = ['/assets/entry-client.js'];
  const lazy = new RegExp(`\\./(${pageChunk}-[\\w-]+\\.js)`).exec(readFileSync(join(assets, 'assets/entry-client.js'), 'utf8'));
  if (lazy) queue.push(`/assets/${lazy[1]}`);
  for (const href of html.match(/\/assets\/[\w-]+\.js/g) ?? []) queue.push(href);
  let bytes = 0;
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(assets, file));
    bytes += gzipSync(code).length;
    for (const match of code.toString().matchAll(/(?:import|from)\s*["']\.\/([\w-]+\.js)["']/g)) queue.push(`/assets/${match[1]}`);
  }
  return { files: seen.size, gzipKb: bytes / 1024 };
}

async function main() {
  ensureDevVars(ROOT);
  if (!existsSync(join(ROOT, 'dist', 'client', 'assets', 'entry-client.js'))) {
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

    console.log('\nInitial JavaScript, gzip (target <= 150 KB on public pages)');
    const chunks: Record<string, string> = {
      home: 'home-page',
      catalogue: 'catalog-page',
      'content page': 'content-page',
      'blog index': 'blog-index-page',
      'sell funnel': 'type-page',
      'ad editor': 'ad-editor-page',
      product: 'product-page',
    };
    for (const [name, path] of Object.entries(PAGES)) {
      const html = await (await fetch(server.url + path)).text();
      const { files, gzipKb } = initialJs(html, chunks[name] ?? '');
      console.log(`  ${name.padEnd(14)} ${gzipKb.toFixed(1).padStart(6)} KB in ${files} files`);
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
