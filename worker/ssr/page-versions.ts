/**
 * The page versions as this isolate knows them: loaded once, then refreshed in the background at most every
 * REFRESH_MS, so a cached page is served without waiting for D1 and a change reaches every key within seconds.
 */
import { readPageVersions } from '../db/repositories/page-versions.ts';
import { SessionDatabase } from '../db/session-database.ts';
import type { PageScope } from './page-cache-key.ts';

/** How long the edge keeps a cached page (also its upper bound of staleness for what no version covers). */
export const PAGE_TTL_S = 600;
/** How often an isolate asks D1 for versions bumped since its last look. */
const REFRESH_MS = 2_000;
/**
 * A new isolate loads the listing versions bumped within this window. An older bump cannot matter: every copy cached
 * before it has expired (TTL), with a minute's margin for isolates that had not seen the bump yet.
 */
export const LOAD_WINDOW_MS = (PAGE_TTL_S + 60) * 1000;

interface Known {
  versions: Map<string, number>;
  /** The highest version seen: the next refresh asks for rows bumped from there on. */
  newest: number;
  checkedAt: number;
  refreshing: Promise<void> | null;
  /** This isolate wrote to D1 since its last look: the next page waits for a fresh look (it reads its own writes). */
  wrote: boolean;
}

/** Per D1 binding (the isolate's, under any request session), since tests run several environments in one isolate. */
const known = new WeakMap<D1Database, Known>();

const bindingOf = (d1: D1Database): D1Database => (d1 instanceof SessionDatabase ? d1.binding : d1);

async function load(d1: D1Database, since: number, standing: boolean, into: Known): Promise<void> {
  // The nearest replica will do: a version a moment old only delays a purge by that moment.
  const rows = await readPageVersions(d1.withSession('first-unconstrained'), since, standing);
  for (const row of rows) {
    into.versions.set(row.scope, Math.max(into.versions.get(row.scope) ?? 0, row.version));
    into.newest = Math.max(into.newest, row.version);
  }
}

/**
 * The current versions of the given scopes (0 for a scope never bumped within the window). The first call of an
 * isolate waits for D1; later calls answer at once and refresh behind the answer (`waitUntil`).
 */
export async function currentVersions(db: D1Database, scopes: readonly PageScope[], waitUntil: (work: Promise<unknown>) => void, now = Date.now()): Promise<number[]> {
  const d1 = bindingOf(db);
  let state = known.get(d1);
  if (!state) {
    state = { versions: new Map(), newest: 0, checkedAt: now, refreshing: null, wrote: false };
    await load(d1, now - LOAD_WINDOW_MS, true, state);
    known.set(d1, state);
  } else if (state.wrote) {
    state.wrote = false;
    state.checkedAt = now;
    await load(d1, state.newest, false, state);
  } else if (now - state.checkedAt >= REFRESH_MS && !state.refreshing) {
    const current = state;
    current.checkedAt = now;
    current.refreshing = load(d1, current.newest, false, current)
      .catch(() => {
        // D1 unreachable: keep the known versions and try again on the next request after REFRESH_MS.
      })
      .finally(() => {
        current.refreshing = null;
      });
    waitUntil(current.refreshing);
  }
  const versions = state.versions;
  return scopes.map((scope) => versions.get(scope) ?? 0);
}

/**
 * Called after this isolate wrote (a request that is not a read, a queue batch): its next page looks at the versions
 * before answering, so whoever changed something sees the change at once; other isolates see it within REFRESH_MS.
 */
export function notePageWrite(d1: D1Database): void {
  const state = known.get(bindingOf(d1));
  if (state) state.wrote = true;
}
