/** Gathers everything the first paint of a page needs: route, viewer, layout settings and preloaded API answers. */
import type { Context } from 'hono';
import { resources } from '../../client/i18n/resources.ts';
import { preloadKeys } from '../../client/pages/preload.ts';
import { pageFor } from '../../client/pages/registry.ts';
import type { LayoutSettings, Shell } from '../../client/shell.ts';
import type { Locale } from '../../domain/locales.ts';
import type { RouteMatch } from '../../domain/routes.ts';
import { systemBarMessageFor } from '../../domain/settings-keys.ts';
import { findLayoutRows } from '../db/repositories/settings.ts';
import type { AppEnv } from '../env.ts';
import { BUILD_TAG } from '../lib/build-info.ts';

export type InternalFetch = (request: Request) => Promise<Response>;

/** Pages whose e-mail links carried their token in the query before it moved to the fragment (docs/decisions.md). */
const LINK_TOKEN_PAGES: ReadonlySet<string> = new Set(['auth-verify', 'auth-signing-in']);
const LINK_TOKEN_PARAMS = ['token', 'unlock'] as const;

/**
 * The query the page is rendered with. A link mailed before the move still brings `?token=`/`?unlock=`: the page reads
 * it from the address bar itself, so the server never writes it into the document.
 */
function shellSearch(match: RouteMatch | null, url: URL): string {
  if (!match || !LINK_TOKEN_PAGES.has(match.name)) return url.search;
  const query = new URLSearchParams(url.search);
  for (const name of LINK_TOKEN_PARAMS) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

async function layoutSettings(c: Context<AppEnv>, locale: Locale): Promise<LayoutSettings> {
  const { values, merchantLandingUrl } = await findLayoutRows(c.get('db'), ['system_bar', 'system_bar_message'], locale);
  return { systemBar: values.system_bar === true, systemBarMessage: systemBarMessageFor(values.system_bar_message, locale), merchantLandingUrl };
}

/** Calls the page's API keys in-process; a 404 from any of them makes the page a 404. */
async function preload(c: Context<AppEnv>, keys: string[], locale: Locale, internal: InternalFetch) {
  const origin = new URL(c.req.url).origin;
  const headers = { Cookie: c.req.header('Cookie') ?? '', 'X-Locale': locale, 'X-Request-Id': c.get('requestId') };
  const answers = await Promise.all(
    keys.map(async (key) => {
      const response = await internal(new Request(new URL(key, origin), { headers }));
      return { key, status: response.status, body: response.ok ? ((await response.json()) as unknown) : undefined };
    }),
  );
  const data: Record<string, unknown> = {};
  let status = 200;
  for (const answer of answers) {
    if (answer.body !== undefined) data[answer.key] = answer.body;
    // A private key answering 401 only means the viewer is signed out: the page shows its sign-in prompt.
    else if (answer.status !== 401) status = Math.max(status, answer.status === 404 ? 404 : answer.status >= 500 ? 500 : 400);
  }
  return { data, status };
}

export async function loadShell(
  c: Context<AppEnv>,
  match: RouteMatch | null,
  locale: Locale,
  internal: InternalFetch,
  /** The query the page is rendered with, when it is not the request's own (a cached page's normalized query). */
  renderSearch?: string,
): Promise<Shell> {
  const url = new URL(c.req.url);
  const page = match ? pageFor(match.name) : null;
  // A route whose parameters cannot name anything (e.g. /caravan/abc) is a 404 page, loading nothing.
  const valid = match !== null && (page?.valid?.(match) ?? true);
  const keys = match && valid ? preloadKeys(match, url.searchParams) : [];
  const [settings, loaded] = await Promise.all([layoutSettings(c, locale), preload(c, keys, locale, internal)]);
  return {
    locale,
    strategy: c.get('strategy'),
    hosts: c.get('hosts'),
    origin: url.origin,
    match,
    search: renderSearch ?? shellSearch(match, url),
    status: valid ? loaded.status : 404,
    viewer: c.get('viewer'),
    accessExpiresAt: c.get('auth')?.accessExpiresAt ?? null,
    settings,
    data: loaded.data,
    messages: resources[locale].translation,
    buildTag: BUILD_TAG,
  };
}
