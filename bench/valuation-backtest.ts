/**
 * Back-test of the comparable-sales valuation: seeds a fresh local D1 with the demo data (including the generated
 * sales history), reads the comparables the way the worker does, and values every sold vehicle from the others only.
 * Prints, per product type, the median absolute percentage error, how often the hammer price fell inside the range,
 * the band's width and the "too few" share, next to a naive baseline (median of the same type and 3-year age band).
 * Run with `npm run bench:valuation`. Prints figures; asserts nothing. On generated data the figures describe the
 * method against the generator's market model; re-run on real sales before quoting them.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { ageInYears } from '../domain/valuation/adjustments.ts';
import { MIN_COMPARABLES, valuate } from '../domain/valuation/comparables.ts';
import { BAND_QUANTILES, weightedQuantile } from '../domain/valuation/quantile-band.ts';
import type { ComparableSale, ValuationProductType } from '../domain/valuation/types.ts';
import { comparableSales } from '../worker/db/repositories/valuation-comparables.ts';
import { seedDemoData } from '../scripts/seed/seed-database.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** The naive baseline groups sales by age at sale in bands of this many years. */
const BASELINE_BAND_YEARS = 3;

interface Outcome {
  /** null: no estimate (too few comparables). */
  band: { low: number; mid: number; high: number } | null;
  actual: number;
}

interface Figures {
  n: number;
  tooFew: number;
  mdape: number;
  inside: number;
  width: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function summarise(outcomes: Outcome[]): Figures {
  const valued = outcomes.filter((outcome): outcome is Outcome & { band: NonNullable<Outcome['band']> } => outcome.band !== null);
  const share = (count: number, of: number) => (of === 0 ? Number.NaN : count / of);
  return {
    n: outcomes.length,
    tooFew: share(outcomes.length - valued.length, outcomes.length),
    mdape: median(valued.map(({ band, actual }) => Math.abs(band.mid - actual) / actual)),
    inside: share(valued.filter(({ band, actual }) => actual >= band.low && actual <= band.high).length, valued.length),
    width: valued.reduce((sum, { band }) => sum + (band.high - band.low) / band.mid, 0) / Math.max(1, valued.length),
  };
}

const ageBand = (sale: ComparableSale) => Math.floor(ageInYears(sale.firstRegistrationYear, sale.at) / BASELINE_BAND_YEARS);

/** The median hammer price of the other sales of the same type and age band; its range is their 20th-80th percentile. */
function baseline(target: ComparableSale, others: readonly ComparableSale[]): Outcome['band'] {
  const band = ageBand(target);
  const prices = others.filter((sale) => sale.kind === 'hammer' && ageBand(sale) === band).map((sale) => ({ value: sale.price, weight: 1 }));
  if (prices.length < MIN_COMPARABLES) return null;
  return { low: weightedQuantile(prices, BAND_QUANTILES[0]), mid: weightedQuantile(prices, 0.5), high: weightedQuantile(prices, BAND_QUANTILES[1]) };
}

function method(target: ComparableSale, others: readonly ComparableSale[]): Outcome['band'] {
  const estimate = valuate(target, others, target.at);
  return estimate.state === 'range' ? { low: estimate.low, mid: estimate.mid, high: estimate.high } : null;
}

/** Values every hammer sale from the others: all of them (leave-one-out) or only those sold before it (as of the sale). */
function backtest(sales: readonly ComparableSale[], value: typeof method, pastOnly: boolean): Figures {
  const outcomes = sales
    .filter((sale) => sale.kind === 'hammer')
    .map((target) => {
      // Every price of the same vehicle is left out too (its failed first round would give its own value away).
      const others = sales.filter((sale) => sale.vehicleId !== target.vehicleId && (!pastOnly || sale.at < target.at));
      return { band: value(target, others), actual: target.price };
    });
  return summarise(outcomes);
}

const percent = (value: number) => (Number.isNaN(value) ? '    –' : `${(value * 100).toFixed(1).padStart(5)} %`);

function line(label: string, figures: Figures): string {
  return `  ${label.padEnd(40)} n ${String(figures.n).padStart(4)}   MdAPE ${percent(figures.mdape)}   inside range ${percent(figures.inside)}   width ${percent(figures.width)}   too few ${percent(figures.tooFew)}`;
}

const stateDir = join(ROOT, '.tmp', 'bench-valuation');
rmSync(stateDir, { recursive: true, force: true });
spawnSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], { cwd: ROOT, stdio: 'ignore' });
const proxy = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket }>({ configPath: join(ROOT, 'wrangler.toml'), persist: { path: join(stateDir, 'v3') } });

try {
  const started = performance.now();
  const summary = await seedDemoData({ db: proxy.env.DB, media: proxy.env.MEDIA });
  console.log(`Seeded the demo data with ${summary.salesHistory} historic vehicles and ${summary.orders} demo orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log('The sales history is generated (scripts/seed/demo-sales-history.ts): these figures describe the method on generated data.\n');
  const now = Date.now();
  for (const productType of ['motorhome', 'trailer'] as const satisfies readonly ValuationProductType[]) {
    const sales = await comparableSales(proxy.env.DB, productType, now);
    const hammer = sales.filter((sale) => sale.kind === 'hammer').length;
    console.log(`${productType}: ${hammer} hammer prices, ${sales.length - hammer} failed rounds' highest bids`);
    const timer = performance.now();
    console.log(line('comparables, leave-one-out', backtest(sales, method, false)));
    console.log(line('baseline (type + 3-year age band)', backtest(sales, baseline, false)));
    console.log(line('comparables, earlier sales only', backtest(sales, method, true)));
    console.log(line('baseline, earlier sales only', backtest(sales, baseline, true)));
    console.log(`  (${((performance.now() - timer) / 1000).toFixed(1)} s)\n`);
  }
} finally {
  await proxy.dispose();
}
