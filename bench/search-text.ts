/**
 * bench:search's section for free text, the distance sort and the search box's suggestions: per combination D1's own
 * time (p50/p95) and the rows D1 reports read for everything the search sends (the text window, or the page walk and
 * the count), and per typed prefix the suggestion's two statements. Prints figures; asserts nothing.
 */
import { LIVE_STATUSES, PUBLIC_STATUSES } from '../domain/auction-status.ts';
import { type CatalogFilters, parseCatalogFilters } from '../domain/catalog-filters.ts';
import { planSuggestions } from '../domain/catalog-suggest.ts';
import { applyTextPlan } from '../domain/catalog-text.ts';
import { TEXT_VOCABULARY } from '../domain/catalog-text-vocabulary.ts';
import type { Database } from '../worker/db/client.ts';
import { distancePage, pageIndex, searchOrigin, searchProducts, searchQueries, textWindow } from '../worker/db/repositories/catalog-search.ts';
import { suggestQueries } from '../worker/db/repositories/catalog-suggest.ts';

/** Free text (a make, a model, German type and category words, a model with a sort) and the distance sort. */
export const TEXT_COMBINATIONS = [
  'q=hymer',
  'q=exsis',
  'q=wohnmobil alkoven',
  'q=hymer exsis&sort=price_asc',
  'q=sky&priceMax=40000',
  'zip=20095&sort=distance',
  'zip=80331&distance=200&sort=distance',
  'productType=trailer&zip=80331&sort=distance&page=3',
  'q=exsis&zip=20095&sort=distance',
];
const PREFIXES = ['hy', 'hymer', 'hymer ex', 'ex', 'sky', 'knaus s'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const figure = (list: number[], p: number) => percentile([...list].sort((a, b) => a - b), p).toFixed(1).padStart(5);
const statusesOf = (filters: CatalogFilters) => (filters.status === 'running' ? LIVE_STATUSES : PUBLIC_STATUSES);

/** The statements one search sends (besides the postal code's one-row lookup), as SQL and parameters. */
async function statementsOf(db: Database, filters: CatalogFilters): Promise<{ sql: string; params: unknown[] }[]> {
  const { filters: planned, terms } = applyTextPlan(filters, TEXT_VOCABULARY);
  const statuses = statusesOf(planned);
  const origin = await searchOrigin(db, planned, 'DE');
  if (terms.length) {
    return [textWindow(db, planned, terms, statuses, origin).getQuery()];
  }
  const queries = await searchQueries(db, planned, statuses, origin);
  const walk = await distancePage(db, planned, statuses, origin);
  if (walk) return [walk.query.toSQL(), queries.count.statement.toSQL()];
  const counted = queries.count.read(await queries.count.statement);
  return [queries.page(await pageIndex(db, planned, counted.total)).toSQL(), queries.count.statement.toSQL()];
}

/** Runs the section; returns the rows read per combination for the size comparison. */
export async function measureTextSearches(d1: D1Database, db: Database, runs: number, label: (query: string) => string): Promise<Map<string, number>> {
  const rowsByQuery = new Map<string, number>();
  console.log(`\nFree text and distance sort, ${runs} runs each; targets p95 <= 20 ms D1 time, <= 2,000 rows read`);
  for (const query of TEXT_COMBINATIONS) {
    const parsed = parseCatalogFilters(new URLSearchParams(query));
    if (!parsed.ok) throw new Error(`bad combination ${query}`);
    const statements = (await statementsOf(db, parsed.filters)).map(({ sql, params }) => d1.prepare(sql).bind(...params));
    const server: number[] = [];
    let rows = 0;
    for (let run = 0; run < runs; run++) {
      const results = await d1.batch(statements);
      server.push(results.reduce((sum, result) => sum + result.meta.duration, 0));
      rows = results.reduce((sum, result) => sum + (result.meta.rows_read ?? 0), 0);
    }
    const result = await searchProducts(db, parsed.filters, statusesOf(parsed.filters));
    rowsByQuery.set(query, rows);
    const window = result.textCapped ? ' (window full: newest 900 matches)' : '';
    console.log(`  ${label(query)} total ${String(result.total).padStart(6)}   D1 p50 ${figure(server, 50)} p95 ${figure(server, 95)} ms   rows ${String(rows).padStart(6)}${window}`);
  }

  console.log(`\nSuggestions as the visitor types, ${runs} runs each`);
  for (const prefix of PREFIXES) {
    const plan = planSuggestions(prefix, TEXT_VOCABULARY);
    if (!plan) continue;
    const { makeCounts, modelRows } = suggestQueries(db, plan);
    const statements = [makeCounts.toSQL(), modelRows.toSQL()].map(({ sql, params }) => d1.prepare(sql).bind(...params));
    const server: number[] = [];
    let rows = 0;
    let found = 0;
    for (let run = 0; run < runs; run++) {
      const results = await d1.batch(statements);
      server.push(results.reduce((sum, result) => sum + result.meta.duration, 0));
      rows = results.reduce((sum, result) => sum + (result.meta.rows_read ?? 0), 0);
      found = results.reduce((sum, result) => sum + result.results.length, 0);
    }
    console.log(`  ${label(`suggest ${prefix}`)} answers ${String(found).padStart(3)}   D1 p50 ${figure(server, 50)} p95 ${figure(server, 95)} ms   rows ${String(rows).padStart(6)}`);
  }
  return rowsByQuery;
}
