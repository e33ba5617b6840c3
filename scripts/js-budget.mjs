#!/usr/bin/env node
/**
 * Initial JavaScript per page, from the build output alone (the client manifest, dist/client-manifest.json, and the
 * built files): `npm test` fails when a public page needs more than the budget before it is interactive. Run after
 * `vite build` as `node scripts/js-budget.mjs`; bench/run.ts prints the same figures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** DESIGN.md section 5: initial JS per public page, gzip. */
export const INITIAL_JS_BUDGET_KIB = 130;

/** The browser entry in the manifest (vite.config.ts builds it under a fixed name). */
export const ENTRY = 'client/entry-client.tsx';

/**
 * What the browser loads before a page is interactive: the entry with its static imports, and the route's page chunk
 * with its static imports (entry-client.tsx loads the page before hydrating). Dynamic imports wait for a use.
 * @param {Record<string, { file: string, imports?: string[] }>} manifest Vite's manifest of the client build
 * @param {string} page the page module's manifest key, e.g. client/pages/home-page.tsx
 * @returns {string[]} the files, entry first
 */
export function initialFiles(manifest, page) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The client manifest has no chunk ${key}: is the build older than the source?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(ENTRY);
  visit(page);
  return [...files];
}

/**
 * One row per page module (routes sharing a module share its figure), public pages first, heaviest first.
 * @param {Record<string, { file: string, imports?: string[] }>} manifest
 * @param {Record<string, { module: string, audience: string }>} sources route name -> page module under client/pages/
 * @param {(file: string) => number} gzipBytes the compressed size of a built file
 * @returns {{ module: string, routes: string[], audience: string, files: number, kib: number }[]}
 */
export function measurePages(manifest, sources, gzipBytes) {
  /** @type {Map<string, { module: string, routes: string[], audience: string, files: number, kib: number }>} */
  const rows = new Map();
  for (const [route, { module, audience }] of Object.entries(sources)) {
    const row = rows.get(module);
    if (row) {
      row.routes.push(route);
      // A module that any public route opens is held to the budget.
      if (audience === 'public') row.audience = 'public';
      continue;
    }
    const files = initialFiles(manifest, `client/pages/${module}`);
    const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    rows.set(module, { module, routes: [route], audience, files: files.length, kib: bytes / 1024 });
  }
  const order = (row) => (row.audience === 'public' ? 0 : 1);
  return [...rows.values()].sort((a, b) => order(a) - order(b) || b.kib - a.kib);
}

/**
 * The report lines and the verdict: every public page within the limit; other pages are printed for information.
 * @param {{ module: string, routes: string[], audience: string, files: number, kib: number }[]} rows
 * @param {number} [limit] KiB
 * @returns {{ ok: boolean, lines: string[], message: string }}
 */
export function checkJsBudget(rows, limit = INITIAL_JS_BUDGET_KIB) {
  const over = rows.filter((row) => row.audience === 'public' && row.kib > limit);
  const lines = rows.map((row) => {
    const mark = row.audience !== 'public' ? ' ' : row.kib > limit ? '✖' : '✓';
    const who = row.audience === 'public' ? '' : ` [${row.audience}, not held to the budget]`;
    return `${mark} ${row.kib.toFixed(1).padStart(6)} KiB in ${String(row.files).padStart(2)} files  ${row.module} (${row.routes.join(', ')})${who}`;
  });
  const publicRows = rows.filter((row) => row.audience === 'public');
  const heaviest = publicRows.reduce((max, row) => Math.max(max, row.kib), 0);
  const message = over.length
    ? `initial JS over ${limit} KiB gzip on ${over.length} public page(s): ${over.map((row) => `${row.module} (${row.routes.join(', ')}) ${row.kib.toFixed(1)} KiB`).join('; ')}`
    : `initial JS within ${limit} KiB gzip on all ${publicRows.length} public pages (heaviest ${heaviest.toFixed(1)} KiB)`;
  return { ok: over.length === 0 && publicRows.length > 0, lines, message };
}

/**
 * Measures a build in `root` (dist/client-manifest.json and dist/client/).
 * @param {string} root
 * @param {Record<string, { module: string, audience: string }>} sources
 */
export function measureBuild(root, sources) {
  const manifestPath = join(root, 'dist', 'client-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run vite build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sizes = new Map();
  const gzipBytes = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(root, 'dist', 'client', file))).length);
    return sizes.get(file);
  };
  return measurePages(manifest, sources, gzipBytes);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(import.meta.url), '..', '..');
  // TypeScript data, read by Node's type stripping (the project's Node 24, see scripts/with-node.mjs).
  const { PAGE_SOURCES } = await import('../client/pages/page-sources.ts');
  const result = checkJsBudget(measureBuild(root, PAGE_SOURCES));
  console.log('Initial JavaScript per page (gzip; entry, page chunk and their static imports):');
  for (const line of result.lines) console.log(`  ${line}`);
  console.log(`${result.ok ? '✓' : '✖'} ${result.message}`);
  if (!result.ok) process.exit(1);
}
