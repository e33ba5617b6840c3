/** Reads and prunes `page_versions`, the versions cached pages are keyed by (bumped by triggers, migration 0024). */
import { and, like, lt } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { pageVersions } from '../schema-content.ts';

export interface PageVersionRow {
  scope: string;
  version: number;
}

/**
 * Every row bumped at or after `since`, and (with `standing`) the few scopes every page depends on, whatever their age.
 * Takes a session, not the request's: any replica will do, and the rows are few (the version index).
 */
export async function readPageVersions(session: Pick<D1DatabaseSession, 'prepare'>, since: number, standing: boolean): Promise<PageVersionRow[]> {
  const sql = standing
    ? "SELECT scope, version FROM page_versions WHERE version >= ?1 UNION SELECT scope, version FROM page_versions WHERE scope IN ('site', 'content', 'catalog')"
    : 'SELECT scope, version FROM page_versions WHERE version >= ?1';
  const { results } = await session.prepare(sql).bind(since).all<PageVersionRow>();
  return results;
}

/** Deletes listing versions bumped before `before`: no cached copy keyed by them can still be alive. */
export async function prunePageVersions(db: Database, before: number): Promise<number> {
  const result = await db.delete(pageVersions).where(and(lt(pageVersions.version, before), like(pageVersions.scope, 'product:%'))).run();
  return result.meta.changes ?? 0;
}
