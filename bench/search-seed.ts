/**
 * Seeds bench:search's local D1: N listings on sale (open, running, in negotiation, plus some that are not public)
 * and N sold or ended ones, all as products rows, so the search table and its facet counters hold them the way
 * production does. Big multi-row inserts; the counter triggers are set aside meanwhile and the counters are rebuilt
 * with migration 0026's own backfill statements (thousands of counter updates per 100-row insert would take hours).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const MAKES = ['hymer', 'knaus', 'dethleffs', 'buerstner', 'hobby', 'fendt', 'tabbert', 'carado', 'poessl', 'weinsberg', 'adria', 'sunlight'];
/** Ten models per make (Hymer's Exsis among them), so free text and suggestions search real-looking names. */
const MODELS: Record<string, string[]> = Object.fromEntries(
  MAKES.map((make, index) => [
    make,
    make === 'hymer'
      ? ['Exsis-i 580', 'B-Klasse MasterLine', 'ML-T 570', 'Grand Canyon S', 'Free 600', 'Tramp S 695', 'Venture S', 'Eriba Touring', 'BML-I 890', 'Duocar S']
      : ['Sky', 'Van', 'Sun', 'Live', 'Sport', 'Tourer', 'Premium', 'Classic', 'Nova', 'Vision'].map((name, n) => `${name} ${400 + index * 10 + n * 30}`),
  ]),
);
/** Body categories of motorhomes (product_values, like the ad editor writes them); caravans are "caravan". */
const CATEGORIES = ['integrated', 'semi_integrated', 'alcove', 'camper_van'];
export const PLACES = [
  ['DE', '10115'], ['DE', '20095'], ['DE', '80331'], ['DE', '50667'], ['DE', '70173'], ['DE', '01067'], ['NL', '1012 AB'], ['AT', '1010'],
  ['BE', '1000'], ['SE', '111 22'], ['DK', '2100'], ['PL', '00-950'], ['ES', '28001'], ['CZ', '110 00'], ['FR', '75001'],
] as const;
/** On sale: open, live, in negotiation; a tenth not public at all (being written, in review, failed). */
const ON_SALE = ['running', 'running', 'hotbidding', 'published', 'published', 'renegotiation', 'recd_late_offer', 'editing', 'under_review', 'failed_na'];
const FINISHED = ['sold', 'sold', 'ended'];
const ROWS_PER_INSERT = 100;
const INSERTS_PER_BATCH = 50;

/** Deterministic pseudo-random numbers, so every run measures the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** Migration 0026's backfill statements (the ones that fill catalog_facet_counts from the search table). */
function backfillStatements(root: string): string[] {
  const migration = readFileSync(join(root, 'migrations', '0026_catalog_facet_triggers.sql'), 'utf8');
  return migration.split('--> statement-breakpoint').filter((statement) => statement.includes('WITH g AS'));
}

export async function seedListings(d1: D1Database, root: string, listings: number): Promise<{ seconds: number; catalogue: number; counters: number }> {
  const started = performance.now();
  await d1.prepare("INSERT INTO customers (id, email, name, surname) VALUES (1, 'bench@example.com', 'B', 'B')").run();
  const triggers = await d1.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'catalog_facets_%'").all<{ name: string; sql: string }>();
  for (const trigger of triggers.results) await d1.prepare(`DROP TRIGGER ${trigger.name}`).run();

  const next = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const now = Date.now();
  let statements: D1PreparedStatement[] = [];
  for (let row = 0; row < listings * 2; row += ROWS_PER_INSERT) {
    const values: string[] = [];
    for (let i = 0; i < ROWS_PER_INSERT; i++) {
      const finished = row + i >= listings;
      const trailer = next() < 0.3;
      const price = next() < 0.25 ? 5000 * Math.round(1 + next() * 23) : Math.round(5000 + next() * 115000);
      const make = pick(MAKES);
      const model = pick(MODELS[make] as string[]);
      const [country, zip] = pick(PLACES);
      const endingAt = finished ? now - Math.floor(next() * 86_400_000 * 365) : now + Math.floor(next() * 86_400_000);
      values.push(
        `(1, '${trailer ? 'trailer' : 'motorhome'}', '${make}', '${make}', '${model}', ${2005 + Math.floor(next() * 21)}, 1, ${trailer ? 'NULL' : Math.floor(next() * 200000)}, ${trailer ? 'NULL' : `'${next() < 0.9 ? 'diesel' : 'petrol'}'`}, ${trailer ? 'NULL' : `'${next() < 0.5 ? 'manual' : 'automatic'}'`}, '${zip}', 'Town', '${country}', '${pick(finished ? FINISHED : ON_SALE)}', ${price}, ${next() < 0.2 ? price + 5000 : 'NULL'}, ${endingAt}, ${endingAt - Math.floor(next() * 86_400_000 * 60)})`,
      );
    }
    statements.push(
      d1.prepare(
        `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, mileage, fuel, transmission, zip_code, city, country, status, display_price, buy_now_price, ending_at, created_at) VALUES ${values.join(',')}`,
      ),
    );
    if (statements.length === INSERTS_PER_BATCH) {
      await d1.batch(statements);
      statements = [];
    }
  }
  if (statements.length) await d1.batch(statements);
  // Categories after the products, in steps: each row's trigger re-indexes its listing's words (migration 0028).
  for (let from = 0; from < listings * 2; from += 25_000) {
    await d1
      .prepare(
        `INSERT INTO product_values (product_id, attribute_code, value) SELECT id, 'category', CASE WHEN product_type = 'trailer' THEN 'caravan' ELSE CASE id % 4 ${CATEGORIES.map((category, n) => `WHEN ${n} THEN '${category}'`).join(' ')} END END FROM products WHERE id > ? AND id <= ?`,
      )
      .bind(from, from + 25_000)
      .run();
  }

  await d1.prepare('DELETE FROM catalog_facet_counts').run();
  for (const statement of backfillStatements(root)) await d1.prepare(statement).run();
  for (const trigger of triggers.results) await d1.prepare(trigger.sql).run();
  await d1.prepare('ANALYZE').run();
  const catalogue = await d1.prepare('SELECT count(*) AS n FROM catalog_listings').first<number>('n');
  const counters = await d1.prepare('SELECT count(*) AS n FROM catalog_facet_counts').first<number>('n');
  return { seconds: (performance.now() - started) / 1000, catalogue: catalogue ?? 0, counters: counters ?? 0 };
}
