/**
 * Make and model suggestions for the catalogue's search box, read from the per-model counts in `catalog_models`
 * (kept by triggers, migration 0028): a few index rows per keystroke, never a count over listings.
 */
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { MAX_SUGGESTIONS, type SuggestPlan } from '../../../domain/catalog-suggest.ts';
import type { Database } from '../client.ts';
import { catalogModels as models } from '../schema-listings.ts';

export interface Suggestion {
  kind: 'make' | 'model';
  /** The make's filter code (the `make` parameter of the search). */
  make: string;
  /** The model's name as listed (the `q` of the search) for a model suggestion. */
  model?: string;
  label: string;
  count: number;
}

/** Every text starting with the prefix sorts below prefix + U+FFFF (SQLite compares text by its UTF-8 bytes). */
function prefixRange(prefix: string) {
  return and(gte(models.modelKey, prefix), lt(models.modelKey, `${prefix}\uffff`));
}

/** The two statements of a suggestion: make counts summed over their models, and the most listed matching models. */
export function suggestQueries(db: Database, plan: SuggestPlan) {
  const makeCounts = db
    .select({ make: models.makeCode, label: sql<string>`max(${models.make})`, count: sql<number>`sum(${models.listings})`.mapWith(Number) })
    .from(models)
    .where(inArray(models.makeCode, plan.makes.length ? plan.makes : ['']))
    .groupBy(models.makeCode);
  const modelRows = db
    .select({ make: models.makeCode, makeName: models.make, model: models.model, count: models.listings })
    .from(models)
    .where(plan.make ? and(eq(models.makeCode, plan.make), plan.modelPrefix ? prefixRange(plan.modelPrefix) : undefined) : prefixRange(plan.modelPrefix))
    .orderBy(desc(models.listings), models.makeCode, models.modelKey)
    .limit(MAX_SUGGESTIONS);
  return { makeCounts, modelRows };
}

export async function suggestMakesAndModels(db: Database, plan: SuggestPlan): Promise<Suggestion[]> {
  const { makeCounts, modelRows } = suggestQueries(db, plan);
  // One round trip for both.
  const [makes, found] = await db.batch([makeCounts, modelRows]);
  const suggestions: Suggestion[] = [
    ...makes.filter((row) => row.count > 0).sort((a, b) => b.count - a.count).map((row) => ({ kind: 'make' as const, make: row.make, label: row.label, count: row.count })),
    ...found.map((row) => ({ kind: 'model' as const, make: row.make, model: row.model, label: `${row.makeName} ${row.model}`, count: row.count })),
  ];
  return suggestions.slice(0, MAX_SUGGESTIONS);
}
