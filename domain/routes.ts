/** Builds paths from route names and matches paths back to names, per locale and URL strategy. */
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales.ts';
import { ROUTE_TABLE, type RouteDef, type RouteName } from './route-table.ts';

export { ROUTE_TABLE, type RouteName } from './route-table.ts';

export type RouteParams = Record<string, string>;

/**
 * How locales appear in URLs: on a country domain the host carries the locale and paths are bare;
 * elsewhere (localhost, previews) every locale but the default gets a path prefix.
 */
export type UrlStrategy = { kind: 'prefix' } | { kind: 'domain'; locale: Locale };

export interface RouteMatch {
  name: RouteName;
  locale: Locale;
  params: RouteParams;
  /** An old form of the path (a code value where the locale has its own segment): redirect to pathFor(match). */
  outdated?: true;
}

interface CompiledPattern {
  name: RouteName;
  regex: RegExp;
  keys: string[];
  literalLength: number;
}

export const ROUTE_NAMES = Object.keys(ROUTE_TABLE) as RouteName[];

export function routePattern(name: RouteName, locale: Locale): string {
  const paths = (ROUTE_TABLE[name] as RouteDef).paths;
  return typeof paths === 'string' ? paths : paths[locale];
}

export function isIndexable(name: RouteName): boolean {
  return (ROUTE_TABLE[name] as RouteDef).indexable === true;
}

const TOKEN = /\{(\w+)([?*]?)\}/g;

function escapeRegex(text: string): string {
  return text.replace(/[.+^$()|[\]\\]/g, '\\$&');
}

function compile(name: RouteName, pattern: string): CompiledPattern {
  const keys: string[] = [];
  let source = '';
  let last = 0;
  for (const token of pattern.matchAll(TOKEN)) {
    const [whole, key, modifier] = token;
    let literal = escapeRegex(pattern.slice(last, token.index));
    keys.push(key as string);
    if (modifier === '?') {
      // An optional parameter swallows its leading slash too: /ad/edit/x/y and /ad/edit/x/y/12 both match.
      literal = literal.replace(/\/$/, '');
      source += `${literal}(?:/([^/]+))?`;
    } else if (modifier === '*') {
      source += `${literal}(.+)`;
    } else {
      source += `${literal}([^/]+?)`;
    }
    last = (token.index ?? 0) + whole.length;
  }
  source += escapeRegex(pattern.slice(last));
  return {
    name,
    regex: new RegExp(`^${source}/?$`),
    keys,
    literalLength: pattern.replace(TOKEN, '').length,
  };
}

/** Per locale, patterns sorted so that more specific (longer literal) paths win. */
const COMPILED: Record<Locale, CompiledPattern[]> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    ROUTE_NAMES.map((name) => compile(name, routePattern(name, locale))).sort(
      (a, b) => b.literalLength - a.literalLength,
    ),
  ]),
) as Record<Locale, CompiledPattern[]>;

/** The URL segment for a parameter's code value in a locale (values without a localized segment pass unchanged). */
function localizeParam(name: RouteName, locale: Locale, key: string, value: string): string {
  return (ROUTE_TABLE[name] as RouteDef).localizedParams?.[key]?.[locale][value] ?? value;
}

/** Per route, parameter and locale: URL segment -> code value (the reverse of localizedParams). */
const CODE_VALUES = new Map<string, Map<string, string>>(
  ROUTE_NAMES.flatMap((name) =>
    Object.entries((ROUTE_TABLE[name] as RouteDef).localizedParams ?? {}).flatMap(([key, perLocale]) =>
      LOCALES.map((locale) => [
        `${name} ${key} ${locale}`,
        new Map(Object.entries(perLocale[locale]).map(([code, segment]) => [segment, code])),
      ] as const),
    ),
  ),
);

/** The code value of a URL segment, and whether the segment was the code value of a localized one (an old path). */
function codeValue(name: RouteName, locale: Locale, key: string, segment: string): { value: string; outdated: boolean } {
  const perLocale = (ROUTE_TABLE[name] as RouteDef).localizedParams?.[key]?.[locale];
  if (!perLocale) return { value: segment, outdated: false };
  const code = CODE_VALUES.get(`${name} ${key} ${locale}`)?.get(segment);
  if (code !== undefined) return { value: code, outdated: false };
  return { value: segment, outdated: Object.hasOwn(perLocale, segment) };
}

export class MissingRouteParamError extends Error {
  constructor(name: RouteName, key: string) {
    super(`Route ${name} needs the parameter ${key}`);
  }
}

/** The path of a route in a locale, without any locale prefix. */
export function localizedPath(name: RouteName, locale: Locale, params: RouteParams = {}): string {
  const path = routePattern(name, locale).replace(TOKEN, (_whole, key: string, modifier: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      if (modifier === '?') return '';
      throw new MissingRouteParamError(name, key);
    }
    if (modifier === '*') return value.split('/').map(encodeURIComponent).join('/');
    return encodeURIComponent(localizeParam(name, locale, key, value));
  });
  // Drop the slash an omitted optional parameter leaves behind (but keep the root "/").
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Adds the locale prefix where the URL strategy wants one. */
export function withLocalePrefix(path: string, locale: Locale, strategy: UrlStrategy): string {
  if (strategy.kind === 'domain' || locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The link path for a route: always build links with this, never by hand. */
export function pathFor(
  name: RouteName,
  locale: Locale,
  params: RouteParams = {},
  strategy: UrlStrategy = { kind: 'prefix' },
): string {
  return withLocalePrefix(localizedPath(name, locale, params), locale, strategy);
}

/** Splits a non-default locale prefix off a pathname. */
export function splitLocalePrefix(pathname: string): { prefix: Locale | undefined; rest: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const candidate = match?.[1];
  if (candidate && isLocale(candidate) && candidate !== DEFAULT_LOCALE) {
    return { prefix: candidate, rest: pathname.slice(3) || '/' };
  }
  return { prefix: undefined, rest: pathname };
}

/** Matches a bare path (no locale prefix) against one locale's routes. */
export function matchLocalizedPath(path: string, locale: Locale): RouteMatch | null {
  for (const pattern of COMPILED[locale]) {
    const found = pattern.regex.exec(path);
    if (!found) continue;
    const params: RouteParams = {};
    let outdated = false;
    pattern.keys.forEach((key, index) => {
      const raw = found[index + 1];
      if (raw === undefined) return;
      const code = codeValue(pattern.name, locale, key, safeDecode(raw));
      params[key] = code.value;
      outdated ||= code.outdated;
    });
    return outdated ? { name: pattern.name, locale, params, outdated: true } : { name: pattern.name, locale, params };
  }
  return null;
}

/** Matches a full request pathname under a URL strategy. */
export function matchPath(pathname: string, strategy: UrlStrategy): RouteMatch | null {
  if (strategy.kind === 'domain') return matchLocalizedPath(pathname, strategy.locale);
  const { prefix, rest } = splitLocalePrefix(pathname);
  return matchLocalizedPath(rest, prefix ?? DEFAULT_LOCALE);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
