/**
 * Web vitals on a phone: home, catalogue and a product page of the built product on loopback, in Debian's Chromium at
 * 390x844 (device scale 3, touch, a mobile user agent) with 4x CPU throttling and a slow 4G network (150 ms RTT,
 * 1.6 Mbit/s down, 750 kbit/s up), cache disabled, each page loaded cold several times; prints the median of
 * LCP, CLS and TBT beside the targets (LCP <= 2.5 s, CLS <= 0.1, TBT <= 200 ms). Asserts nothing.
 *
 * How each figure is taken (in the page, by PerformanceObservers installed before any of its scripts run):
 * - LCP: the last largest-contentful-paint entry (no input happens), from navigation start.
 * - CLS: the largest session window of layout shifts without recent input (windows end after a 1 s gap or at 5 s),
 *   as Chromium's own metric defines it.
 * - TBT: the sum of (duration - 50 ms) over long tasks after first contentful paint (a task spanning FCP counts
 *   from FCP) up to the end of the last long task before a 5 s window without one after the load event: the
 *   lab definition's "FCP to Time to Interactive", with TTI taken as that quiet point (network quiet is not waited for).
 * The demo photos are SVG drawings; before the server starts they are replaced by photo-like 1600px JPEGs
 * (bench/phone-photos.ts). One unmeasured load per page first makes the server's photo variants, as a first visitor
 * does in production. `PHONE_VITALS_RUNS` sets the measured loads per page (default 5).
 * Run with `npm run bench:phone` (builds first if dist/ is missing); wrap it in the build lock like every e2e run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { pathFor } from '../domain/routes.ts';
import { launch } from '../e2e/browser.ts';
import { startServer } from '../e2e/server.ts';
import { ensureDevVars } from '../scripts/dev-vars.mjs';
import { makeDemoPhotosPhotographic } from './phone-photos.ts';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Math.max(1, Number(process.env.PHONE_VITALS_RUNS ?? 5));
const TARGETS = { lcp: 2500, cls: 0.1, tbt: 200 };
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  locale: 'de-DE',
};
/** Slow 4G as Lighthouse's mobile preset describes it; throughputs in bytes per second. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const QUIET_MS = 5000;
/** A page that never goes quiet is read after this long rather than waited for forever. */
const MAX_WAIT_MS = 45_000;

interface Vitals {
  lcp: number;
  cls: number;
  tbt: number;
  lcpElement: string;
  /** The element that moved in the largest layout shift, when there was one. */
  shiftSource: string;
  imageKb: number;
  totalKb: number;
}

/** Runs in the page before its own scripts: collects what the figures are computed from. */
function observe() {
  const w = window as unknown as { __vitals: { lcp: number; lcpElement: string; shifts: { t: number; v: number; node: string }[]; tasks: { s: number; d: number }[] } };
  w.__vitals = { lcp: 0, lcpElement: '', shifts: [], tasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null; url?: string })[]) {
      w.__vitals.lcp = entry.startTime;
      const element = entry.element;
      w.__vitals.lcpElement = element ? `${element.tagName.toLowerCase()}${entry.url ? ` ${entry.url.replace(location.origin, '')}` : ''}` : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
      const node = entry.sources?.[0]?.node;
      const name = node instanceof Element ? `${node.tagName.toLowerCase()}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}` : '';
      if (!entry.hadRecentInput) w.__vitals.shifts.push({ t: entry.startTime, v: entry.value, node: name });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__vitals.tasks.push({ s: entry.startTime, d: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Chromium's CLS: the largest sum of shifts in a session window (gaps under 1 s, at most 5 s long). */
function cumulativeLayoutShift(shifts: readonly { t: number; v: number }[]): number {
  let best = 0;
  let current = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.t - last > 1000 || shift.t - start > 5000) {
      current = 0;
      start = shift.t;
    }
    current += shift.v;
    last = shift.t;
    best = Math.max(best, current);
  }
  return best;
}

/** Blocking time after FCP up to the quiet point (tasks are complete by then). */
function totalBlockingTime(tasks: readonly { s: number; d: number }[], fcp: number): number {
  let total = 0;
  for (const task of tasks) {
    const end = task.s + task.d;
    if (end <= fcp) continue;
    const counted = end - Math.max(task.s, fcp);
    total += Math.max(0, counted - 50);
  }
  return total;
}

async function measure(context: BrowserContext, url: string, throttled: boolean): Promise<Vitals> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  await page.addInitScript(observe);
  await page.goto(url, { waitUntil: 'load', timeout: MAX_WAIT_MS });
  // Quiet: no long task for QUIET_MS after the load event (bounded by MAX_WAIT_MS).
  await page.waitForFunction(
    (quiet) => {
      const tasks = (window as unknown as { __vitals: { tasks: { s: number; d: number }[] } }).__vitals.tasks;
      const lastEnd = Math.max(0, ...tasks.map((task) => task.s + task.d));
      const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return performance.now() - Math.max(lastEnd, loaded?.loadEventEnd ?? 0) >= quiet;
    },
    QUIET_MS,
    { timeout: MAX_WAIT_MS, polling: 250 },
  );
  const raw = await page.evaluate(() => {
    const v = (window as unknown as { __vitals: { lcp: number; lcpElement: string; shifts: { t: number; v: number; node: string }[]; tasks: { s: number; d: number }[] } }).__vitals;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const kb = (list: PerformanceResourceTiming[]) => list.reduce((sum, entry) => sum + entry.transferSize, 0) / 1024;
    const navigation = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return { ...v, fcp, imageKb: kb(resources.filter((entry) => /\/media\/|\.(?:svg|png|jpe?g|webp|avif)(?:\?|$)/.test(entry.name))), totalKb: kb([...resources, ...navigation]) };
  });
  await page.close();
  return {
    lcp: raw.lcp,
    cls: cumulativeLayoutShift(raw.shifts),
    tbt: totalBlockingTime(raw.tasks, raw.fcp),
    lcpElement: raw.lcpElement,
    shiftSource: [...raw.shifts].sort((a, b) => b.v - a.v)[0]?.node ?? '',
    imageKb: raw.imageKb,
    totalKb: raw.totalKb,
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};

async function pageVitals(browser: Browser, url: string): Promise<Vitals[]> {
  const runs: Vitals[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    // A fresh context per load: no cache, no cookies, no service worker from the run before.
    const context = await browser.newContext(PHONE);
    try {
      const vitals = await measure(context, url, run > 0);
      if (run > 0) runs.push(vitals);
    } finally {
      await context.close();
    }
  }
  return runs;
}

function report(name: string, runs: Vitals[]) {
  const lcp = median(runs.map((run) => run.lcp));
  const cls = median(runs.map((run) => run.cls));
  const tbt = median(runs.map((run) => run.tbt));
  const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');
  const range = (values: number[], digits: number, scale = 1) => `${(Math.min(...values) / scale).toFixed(digits)}–${(Math.max(...values) / scale).toFixed(digits)}`;
  console.log(
    `  ${name.padEnd(10)} LCP ${(lcp / 1000).toFixed(2)} s ${mark(lcp <= TARGETS.lcp)} (${range(runs.map((run) => run.lcp), 2, 1000)})` +
      `   CLS ${cls.toFixed(3)} ${mark(cls <= TARGETS.cls)}` +
      `   TBT ${tbt.toFixed(0).padStart(4)} ms ${mark(tbt <= TARGETS.tbt)} (${range(runs.map((run) => run.tbt), 0)})` +
      `   images ${median(runs.map((run) => run.imageKb)).toFixed(0)} KB of ${median(runs.map((run) => run.totalKb)).toFixed(0)} KB`,
  );
  const typical = runs[Math.floor(runs.length / 2)];
  console.log(`  ${''.padEnd(10)} LCP element: ${typical?.lcpElement ?? '?'}${typical?.shiftSource ? `; largest shift moved ${typical.shiftSource}` : ''}`);
}

/** The first card of a catalogue search: a running auction when the demo data has one today, else the first listing. */
async function firstListing(origin: string, filter: string): Promise<number | undefined> {
  const search = (await (await fetch(`${origin}/public/catalog/search?${filter}itemsPerPage=1`)).json()) as { products?: { entityId: number }[] };
  return search.products?.[0]?.entityId;
}

async function main() {
  ensureDevVars(ROOT);
  if (!existsSync(join(ROOT, 'dist', 'client', 'assets', 'entry-client.js'))) {
    spawnSync('vite', ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  }
  let photos = { photos: 0, averageKb: 0 };
  const server = await startServer('phone-vitals-state', async (stateDir) => {
    photos = await makeDemoPhotosPhotographic(stateDir);
  });
  try {
    const id = (await firstListing(server.url, 'status=running&')) ?? (await firstListing(server.url, ''));
    const pages: Record<string, string> = { home: pathFor('index', 'de'), catalogue: pathFor('catalog', 'de') };
    if (id) pages.product = pathFor('catalog-product-id', 'de', { id: String(id) });
    console.log(`\nPhone web vitals: ${PHONE.viewport.width}x${PHONE.viewport.height} @${PHONE.deviceScaleFactor}x, 4x CPU throttling, slow 4G, cold cache`);
    console.log(`  demo photos: ${photos.photos} as photo-like 1600px JPEGs of ${photos.averageKb.toFixed(0)} KB on average`);
    console.log(`  median of ${RUNS} loads per page (range in brackets); targets LCP <= 2.5 s, CLS <= 0.1, TBT <= 200 ms\n`);
    const browser = await launch();
    try {
      for (const [name, path] of Object.entries(pages)) report(name, await pageVitals(browser, server.url + path));
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

await main();
