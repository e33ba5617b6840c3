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

const API_PREFIXES = ['/public/', '/private/', '/admin/api/', '/media/', '/assets/', '/notifications/', '/access-logs/', '/dev/', '/api/', '/content-images/'];

export function createSsrRoutes(internalFetch: (request: Request, env: AppEnv['Bindings'], ctx?: ExecutionContext) => Response | Promise<Response>) {
  const ssr = new Hono<AppEnv>();

  ssr.get('*', async (c) => {
    const url = new URL(c.req.url);
    if (API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return c.notFound();
    const strategy = c.get('strategy');
    const match = matchPath(url.pathname, strategy);

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
    const internal: InternalFetch = async (request) => internalFetch(request, c.env, executionCtx);
    const locale = match?.locale ?? (strategy.kind === 'domain' ? strategy.locale : splitLocalePrefix(url.pathname).prefix ?? DEFAULT_LOCALE);
    const shell = await loadShell(c, match, locale, internal);
    const nonce = createNonce();
    const stream = await renderDocument(shell, url.pathname, { nonce, signal: c.req.raw.signal });
    return c.body(stream, shell.status as 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': pageCacheControl(match?.name ?? null, shell.viewer.customer !== null),
      'Content-Language': locale,
      'Content-Security-Policy': pageContentSecurityPolicy(nonce, url),
    });
  });

  return ssr;
}
