/** Which rendered pages a browser may keep: anything personal is no-store, public pages revalidate on each load. */
import type { RouteName } from '../../domain/routes.ts';

/** Route name prefixes of screens that only make sense for one person: sign-in, account, dealer area, ad editor. */
const PERSONAL_ROUTE_PREFIXES = ['login', 'auth-', 'account', 'ad-', 'valuation-motorhome-report', 'valuation-trailer-report'];

export function isPersonalRoute(name: RouteName): boolean {
  return PERSONAL_ROUTE_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** A page rendered for a signed-in viewer carries their name and data whatever the route, so it is never stored. */
export function pageCacheControl(name: RouteName | null, signedIn: boolean): string {
  return signedIn || (name !== null && isPersonalRoute(name)) ? 'no-store' : 'private, no-cache';
}
