/** Server-rendered pages: every GET that is not an API call renders the React app for its route (or the 404 page). */
import { type ExecutionContext, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { renderDocument } from '../../client/entry-server.tsx';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from '../../domain/locales.ts';
import { matchPath, pathFor, splitLocalePrefix } from '../../domain/routes.ts';
import type { AppEnv } from '../env.ts';
import { pageCacheControl } from '../ssr/cache-policy.ts';
import { createNonce, pageContentSecurityPolicy } from '../ssr/content-security-policy.ts';
import { type InternalFetch, loadShell } from '../ssr/load-shell.ts';
import { BUILD_TAG } from '../lib/build-info.ts';
import { cachedPage, servedCopy, storePage } from '../ssr/page-cache.ts';
import { pageCacheKey, pageQuery, pageScopes } from '../ssr/page-cache-key.ts';
import { currentVersions } from '../ssr/page-versions.ts';

const API_PREFIXES = ['/public/', '/private/', '/admin/api/', '/media/', '/assets/', '/notifications/', '/access-logs/', '/dev/', '/api/', '/content-images/'];

export function createSsrRoutes(internalFetch: (request: Request, env: AppEnv['Bindings'], ctx?: ExecutionContext) => Response | Promise<Response>) {
  const ssr = new Hono<AppEnv>();

  ssr.get('*', async (c) => {
    const url = new URL(c.req.url);
    if (API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return c.notFound();
    const strategy = c.get('strategy');
    const match = matchPath(url.pathname, strategy);

    // An old form of a path (the editor's English step names before they were localized) moves for good.
    if (match?.outdated) return c.redirect(pathFor(match.name, match.locale, match.params, strategy) + url.search, 301);

    // Unprefixed paths are German; a visitor who chose another language is sent to that language's page.
    if (match && strategy.kind === 'prefix' && !splitLocalePrefix(url.pathname).prefix) {
      const chosen = getCookie(c, LOCALE_COOKIE);
      if (isLocale(chosen) && chosen !== DEFAULT_LOCALE) {
        return c.redirect(pathFor(match.name, chosen, match.params, strategy) + url.search, 302);
      }
    }

    let executionCtx: ExecutionContext | undefined;
    try {
      executionCtx = c.executionCtx;
    } catch {
      executionCtx = undefined;
    }
    const waitUntil = (work: Promise<unknown>) => (executionCtx ? executionCtx.waitUntil(work) : undefined);
    const internal: InternalFetch = async (request) => internalFetch(request, c.env, executionCtx);
    const locale = match?.locale ?? (strategy.kind === 'domain' ? strategy.locale : splitLocalePrefix(url.pathname).prefix ?? DEFAULT_LOCALE);
    const nonce = createNonce();
    const headers = (contentLanguage: string, cache: 'hit' | 'miss' | null): Record<string, string> => ({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': pageCacheControl(match?.name ?? null, c.get('viewer').customer !== null),
      'Content-Language': contentLanguage,
      'Content-Security-Policy': pageContentSecurityPolicy(nonce, url),
      ...(cache ? { 'X-Page-Cache': cache } : {}),
    });

    // An anonymous visitor's public page may come from the edge cache; a signed-in viewer's never does (docs/decisions.md).
    const scopes = match && c.get('auth') === null && c.get('viewer').customer === null ? pageScopes(match) : null;
    let cacheKey: string | null = null;
    let renderSearch: string | undefined;
    if (match && scopes) {
      const query = pageQuery(match, url.searchParams);
      renderSearch = query ? `?${query}` : '';
      try {
        cacheKey = pageCacheKey(url, query, await currentVersions(c.env.DB, scopes, waitUntil), BUILD_TAG);
        const copy = await cachedPage(cacheKey);
        const served = copy && servedCopy(copy, nonce);
        if (served) {
          return c.body(served.body, 200, headers(served.contentLanguage, 'hit'));
        }
      } catch (error) {
        // The cache is an optimisation: without it the page is rendered as for anyone else.
        console.error(JSON.stringify({ ssr: 'page-cache', error: String(error) }));
        cacheKey = null;
      }
    }

    const shell = await loadShell(c, match, locale, internal, renderSearch);
    // A page that will be shared renders to its end even if this visitor leaves: an aborted render would store a copy
    // that leaves its rest to the client.
    const shared = cacheKey !== null && shell.status === 200 && executionCtx !== undefined;
    const stream = await renderDocument(shell, url.pathname, { nonce, signal: shared ? undefined : c.req.raw.signal });
    // Only a complete, successful page is shared; the copy is written while the visitor receives theirs.
    if (shared && cacheKey) {
      const [answer, copy] = stream.tee();
      waitUntil(storePage(cacheKey, { body: copy, contentLanguage: locale, nonce }).catch((error: unknown) => console.error(JSON.stringify({ ssr: 'page-store', error: String(error) }))));
      return c.body(answer, 200, headers(locale, 'miss'));
    }
    return c.body(stream, shell.status as 200, headers(locale, cacheKey ? 'miss' : null));
  });

  return ssr;
}
