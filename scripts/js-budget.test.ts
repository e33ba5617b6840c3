/** The initial-JS measurement on a small fixture build graph, and the page table it reads. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_SOURCES } from '../client/pages/page-sources.ts';
import { ROUTE_NAMES } from '../domain/routes.ts';
import { checkJsBudget, initialFiles, INITIAL_JS_BUDGET_KIB, measurePages } from './js-budget.mjs';

/** entry -> react (shared), lazy -> menu; home -> card -> react; product -> card, gallery; lazy gallery viewer. */
const MANIFEST = {
  'client/entry-client.tsx': { file: 'assets/entry-client.js', imports: ['_react.js'], dynamicImports: ['client/components/menu.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  'client/components/menu.tsx': { file: 'assets/menu.js', imports: ['_react.js'] },
  'client/pages/home-page.tsx': { file: 'assets/home-page.js', imports: ['_card.js', '_react.js'] },
  'client/pages/product-page.tsx': { file: 'assets/product-page.js', imports: ['_card.js', '_gallery.js'], dynamicImports: ['_viewer.js'] },
  '_gallery.js': { file: 'assets/gallery.js', imports: ['_card.js'] },
  '_viewer.js': { file: 'assets/viewer.js' },
  'client/pages/account/settings-page.tsx': { file: 'assets/settings-page.js', imports: ['_react.js'] },
};

const KIB = 1024;
const SIZES: Record<string, number> = {
  'assets/entry-client.js': 60 * KIB,
  'assets/react.js': 40 * KIB,
  'assets/card.js': 5 * KIB,
  'assets/menu.js': 50 * KIB,
  'assets/home-page.js': 10 * KIB,
  'assets/product-page.js': 20 * KIB,
  'assets/gallery.js': 10 * KIB,
  'assets/viewer.js': 100 * KIB,
  'assets/settings-page.js': 45 * KIB,
};
const gzipBytes = (file: string) => SIZES[file] ?? Number.NaN;

const SOURCES = {
  index: { module: 'home-page.tsx', audience: 'public' },
  'catalog-product-id': { module: 'product-page.tsx', audience: 'public' },
  account: { module: 'account/settings-page.tsx', audience: 'signed-in' },
  'account-settings': { module: 'account/settings-page.tsx', audience: 'signed-in' },
};

describe('the initial JS of a page', () => {
  it('is the entry and the page chunk with their static imports, each file once, lazy chunks left out', () => {
    expect(initialFiles(MANIFEST, 'client/pages/home-page.tsx')).toEqual(['assets/entry-client.js', 'assets/react.js', 'assets/home-page.js', 'assets/card.js']);
    expect(initialFiles(MANIFEST, 'client/pages/product-page.tsx').sort()).toEqual(
      ['assets/card.js', 'assets/entry-client.js', 'assets/gallery.js', 'assets/product-page.js', 'assets/react.js'].sort(),
    );
  });

  it('fails loudly on a page the build does not have', () => {
    expect(() => initialFiles(MANIFEST, 'client/pages/missing-page.tsx')).toThrow(/no chunk client\/pages\/missing-page.tsx/);
  });

  it('sums the compressed files per page module, routes that share a module together, public pages first', () => {
    const rows = measurePages(MANIFEST, SOURCES, gzipBytes);
    expect(rows).toEqual([
      { module: 'product-page.tsx', routes: ['catalog-product-id'], audience: 'public', files: 5, kib: 135 },
      { module: 'home-page.tsx', routes: ['index'], audience: 'public', files: 4, kib: 115 },
      { module: 'account/settings-page.tsx', routes: ['account', 'account-settings'], audience: 'signed-in', files: 3, kib: 145 },
    ]);
  });
});

describe('the budget check', () => {
  it('names every public page over the limit and passes when all fit; other pages never fail it', () => {
    const rows = measurePages(MANIFEST, SOURCES, gzipBytes);
    const over = checkJsBudget(rows, 130);
    expect(over.ok).toBe(false);
    expect(over.message).toContain('over 130 KiB gzip on 1 public page(s): product-page.tsx (catalog-product-id) 135.0 KiB');
    expect(over.message).not.toContain('settings-page');
    expect(over.lines).toHaveLength(3);
    expect(over.lines[0]).toMatch(/^✖ +135\.0 KiB in +5 files +product-page\.tsx/);
    expect(over.lines[2]).toContain('[signed-in, not held to the budget]');

    const within = checkJsBudget(rows, 140);
    expect(within.ok).toBe(true);
    expect(within.message).toBe('initial JS within 140 KiB gzip on all 2 public pages (heaviest 135.0 KiB)');
  });

  it('fails when it measured no public page at all', () => {
    expect(checkJsBudget([]).ok).toBe(false);
  });

  it('holds the design target', () => {
    expect(INITIAL_JS_BUDGET_KIB).toBe(130);
  });
});

describe('the page table the check reads', () => {
  it('names an existing page module for every route', () => {
    expect(Object.keys(PAGE_SOURCES).sort()).toEqual([...ROUTE_NAMES].sort());
    for (const { module } of Object.values(PAGE_SOURCES)) expect(existsSync(join(import.meta.dirname, '..', 'client', 'pages', module)), module).toBe(true);
  });

  it('keeps the operator console and the account area out of the public pages', () => {
    for (const [route, { module, audience }] of Object.entries(PAGE_SOURCES)) {
      if (module.startsWith('admin/')) expect(audience, route).toBe('operator');
      else if (module.startsWith('account/')) expect(audience, route).toBe('signed-in');
      else expect(audience, route).toBe('public');
    }
  });
});
