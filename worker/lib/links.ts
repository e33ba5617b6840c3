/** Absolute links for e-mails, built from the route table for the recipient's locale. */
import type { Context } from 'hono';
import { absoluteUrl, type UrlContext } from '../../domain/alternates.ts';
import { type Locale, parseLocaleHosts } from '../../domain/locales.ts';
import type { RouteName, RouteParams } from '../../domain/routes.ts';
import type { AppEnv, Bindings } from '../env.ts';

/** Where links of scheduled mails point when no public origin is configured (the local `npm start` server). */
const LOCAL_ORIGIN = 'http://localhost:8787';

/**
 * How mails sent outside a request (cron jobs) build links: on the country domains when the public origin is one of
 * them, else locale-prefixed paths on that origin.
 */
export function scheduledLinkContext(env: Pick<Bindings, 'PUBLIC_ORIGIN' | 'LOCALE_HOSTS'>): UrlContext {
  const hosts = parseLocaleHosts(env.LOCALE_HOSTS);
  const origin = env.PUBLIC_ORIGIN?.trim() || LOCAL_ORIGIN;
  const locale = hosts[new URL(origin).host];
  return { origin, hosts, strategy: locale ? { kind: 'domain', locale } : { kind: 'prefix' } };
}

/** How a request builds links: PUBLIC_ORIGIN wins so a forged Host header cannot point e-mail links elsewhere. */
export function requestLinkContext(c: Context<AppEnv>) {
  return { origin: c.env.PUBLIC_ORIGIN || new URL(c.req.url).origin, hosts: c.get('hosts'), strategy: c.get('strategy') };
}

/**
 * A link for an e-mail. Secrets (link tokens) go into `fragment` (`#token=…`): a browser never sends the fragment, so
 * it reaches no server log, Referer or analytics call; the page reads it from `location.hash` and posts it.
 */
export function emailLink(
  c: Context<AppEnv>,
  name: RouteName,
  locale: Locale,
  query: Record<string, string> = {},
  params: RouteParams = {},
  fragment: Record<string, string> = {},
): string {
  const url = absoluteUrl(requestLinkContext(c), name, locale, params);
  const search = new URLSearchParams(query).toString();
  const hash = new URLSearchParams(fragment).toString();
  return `${url}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}
