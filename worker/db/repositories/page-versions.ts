/** Reads and prunes `page_versions`, the versions cached pages are keyed by (bumped by triggers, migration 0024). */
import { and, gte, like, lt, or, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { pageVersions } from '../schema-content.ts';

/** The scopes that are never pruned: few, and every page depends on some of them. */
export const STANDING_SCOPES = ['site', 'content', 'catalog'] as const;

export interface PageVersionRow {
  scope: string;
  version: number;
}

/** Every row bumped at or after `since`, and (with `standing`) the standing scopes whatever their age. */
export function readPageVersions(db: Database, since: number, standing: boolean): Promise<PageVersionRow[]> {
  const recent = gte(pageVersions.version, since);
  return db
    .select({ scope: pageVersions.scope, version: pageVersions.version })
    .from(pageVersions)
    .where(standing ? or(recent, inArray(pageVersions.scope, [...STANDING_SCOPES])) : recent)
    .all();
}

/** Deletes listing versions bumped before `before`: no cached copy keyed by them can still be alive. */
export async function prunePageVersions(db: Database, before: number): Promise<number> {
  const result = await db.delete(pageVersions).where(and(lt(pageVersions.version, before), like(pageVersions.scope, 'product:%'))).run();
  return result.meta.changes ?? 0;
}
