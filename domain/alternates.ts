/** Absolute URLs of a page in every locale, for canonical links, hreflang alternates and the sitemap. */
import { hostForLocale, LOCALES, type Locale } from './locales.ts';
import { localizedPath, pathFor, type RouteName, type RouteParams, type UrlStrategy } from './routes.ts';

export interface UrlContext {
  /** Origin of the current request, e.g. "http://localhost:8787". */
  origin: string;
  hosts: Record<string, Locale>;
  strategy: UrlStrategy;
}

/** On country domains each locale lives on its own host; otherwise on this origin with a prefix. */
export function absoluteUrl(ctx: UrlContext, name: RouteName, locale: Locale, params: RouteParams = {}): string {
  if (ctx.strategy.kind === 'domain') {
    const host = hostForLocale(ctx.hosts, locale);
    if (host) return `https://${host}${localizedPath(name, locale, params)}`;
  }
  return `${ctx.origin}${pathFor(name, locale, params, { kind: 'prefix' })}`;
}

export function alternateUrls(ctx: UrlContext, name: RouteName, params: RouteParams = {}): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, absoluteUrl(ctx, name, locale, params)])) as Record<
    Locale,
    string
  >;
}
