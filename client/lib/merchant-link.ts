/**
 * The dealer tracking link on any landing page: the ?mc= secret leaves the address bar at once and goes to the
 * server, which alone decides whether to set the (httpOnly) merchant cookie. Errors are only logged.
 */
import { MERCHANT_LINK_PARAM } from '../../domain/merchant-tracking.ts';
import { api } from './api.ts';

/** The address without the secret (null when there is none), so it stays out of the history, bookmarks and shares. */
export function withoutMerchantParam(pathname: string, search: string, hash = ''): string | null {
  const params = new URLSearchParams(search);
  if (!params.has(MERCHANT_LINK_PARAM)) return null;
  params.delete(MERCHANT_LINK_PARAM);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

/**
 * Reads the secret of the current address, replaces the address with one without it (through `replace`, the
 * router's navigation, so the page keeps its state) and asks the server to confirm it.
 */
export function takeMerchantLink(location: Location, replace: (href: string) => void): void {
  const secret = new URLSearchParams(location.search).get(MERCHANT_LINK_PARAM);
  const cleaned = withoutMerchantParam(location.pathname, location.search, location.hash);
  if (cleaned === null) return;
  replace(cleaned);
  if (!secret) return;
  api<{ valid: boolean }>(`/public/customer/merchant/cookie/get?${new URLSearchParams({ [MERCHANT_LINK_PARAM]: secret })}`).catch((error: unknown) =>
    console.error('merchant link check failed', error),
  );
}
