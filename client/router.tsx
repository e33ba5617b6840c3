/** Client-side routing over the domain route table: the current match, navigation and <Link>. */
import { createContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, useCallback, useContext, useEffect, useMemo, useState, useTransition } from 'react';
import type { Locale } from '../domain/locales.ts';
import { matchPath, pathFor, type RouteMatch, type RouteName, type RouteParams, type UrlStrategy } from '../domain/routes.ts';

export interface Location {
  pathname: string;
  search: string;
}

interface RouterValue {
  location: Location;
  match: RouteMatch | null;
  /** True until the first client-side navigation: the server's answer (and status) still applies. */
  initial: boolean;
  /** True while a navigation waits for the next page (its code): the route progress bar shows it. */
  pending: boolean;
  locale: Locale;
  strategy: UrlStrategy;
  navigate: (href: string, options?: { replace?: boolean; scroll?: boolean }) => void;
  href: (name: RouteName, params?: RouteParams, query?: Record<string, string>) => string;
}

const RouterContext = createContext<RouterValue | null>(null);

export function RouterProvider(props: {
  initial: Location;
  initialMatch: RouteMatch | null;
  locale: Locale;
  strategy: UrlStrategy;
  children: ReactNode;
}) {
  const { locale, strategy } = props;
  const [state, setState] = useState({ location: props.initial, match: props.initialMatch, initial: true });
  const [pending, startTransition] = useTransition();

  const go = useCallback(
    (location: Location) => {
      startTransition(() => setState({ location, match: matchPath(location.pathname, strategy), initial: false }));
    },
    [strategy],
  );

  const navigate = useCallback(
    (href: string, options: { replace?: boolean; scroll?: boolean } = {}) => {
      const url = new URL(href, window.location.href);
      if (url.origin !== window.location.origin) {
        window.location.assign(url.href);
        return;
      }
      const target = matchPath(url.pathname, strategy);
      // An old form of a path (as the server redirects it) is followed under its current form.
      if (target?.outdated) url.pathname = pathFor(target.name, target.locale, target.params, strategy);
      // Another locale's page is a full reload, so texts and the document language follow.
      if (target && target.locale !== locale) {
        window.location.assign(url.href);
        return;
      }
      window.history[options.replace ? 'replaceState' : 'pushState'](null, '', url.pathname + url.search + url.hash);
      go({ pathname: url.pathname, search: url.search });
      if (!url.hash && options.scroll !== false) window.scrollTo({ top: 0 });
    },
    [go, locale, strategy],
  );

  useEffect(() => {
    const onPop = () => go({ pathname: window.location.pathname, search: window.location.search });
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go]);

  const value = useMemo<RouterValue>(
    () => ({
      ...state,
      pending,
      locale,
      strategy,
      navigate,
      href: (name, params, query) => {
        const path = pathFor(name, locale, params, strategy);
        const search = query && Object.keys(query).length ? `?${new URLSearchParams(query)}` : '';
        return path + search;
      },
    }),
    [state, pending, locale, strategy, navigate],
  );

  return <RouterContext.Provider value={value}>{props.children}</RouterContext.Provider>;
}

export function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('useRouter outside RouterProvider');
  return value;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: RouteName;
  params?: RouteParams;
  query?: Record<string, string>;
};

/** A link to a named route; plain clicks navigate client-side, modified clicks behave like any link. */
export function Link({ to, params, query, onClick, ...rest }: LinkProps) {
  const router = useRouter();
  const href = router.href(to, params, query);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    router.navigate(href);
  };
  const current = router.match?.name === to && router.location.pathname === href.split('?')[0];
  return <a href={href} aria-current={current ? 'page' : undefined} onClick={handleClick} {...rest} />;
}
