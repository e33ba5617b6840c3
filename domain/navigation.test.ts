import { describe, expect, it } from 'vitest';
import { accountMenuItems, catalogQuery, sellLinkTarget } from './navigation.ts';
import type { Viewer, ViewerCustomer } from './viewer.ts';

const customer = (overrides: Partial<ViewerCustomer> = {}): Viewer => ({
  customer: {
    customerId: 1,
    email: 'a@example.com',
    name: 'Anna',
    surname: 'Becker',
    profileType: 'PRIVATE',
    isAdmin: false,
    languageSetting: 'de',
    emailVerified: true,
    adsCount: 0,
    merchant: null,
    ...overrides,
  },
});
const merchant = (accepted: boolean | null, adsCount = 0) =>
  customer({ profileType: 'MERCHANT', adsCount, merchant: { merchantId: 9, accepted, blocked: false } });

const labels = (viewer: Viewer) => accountMenuItems(viewer).map((item) => item.labelKey.replace('account.menu.', ''));

describe('sell link', () => {
  it('leads to sell for visitors and for users without ads', () => {
    expect(sellLinkTarget({ customer: null })).toBe('sell');
    expect(sellLinkTarget(customer())).toBe('sell');
    expect(sellLinkTarget(merchant(true))).toBe('sell');
  });

  it('leads private users with ads to their vehicles and merchants with ads to their ads', () => {
    expect(sellLinkTarget(customer({ adsCount: 2 }))).toBe('account-my-vehicles');
    expect(sellLinkTarget(merchant(true, 1))).toBe('account-merchant-ads');
  });
});

describe('account menu', () => {
  it('is empty for visitors', () => {
    expect(accountMenuItems({ customer: null })).toEqual([]);
  });

  it('gives non-merchants my vehicles, watchlist and searches but no other dealer items', () => {
    expect(labels(customer())).toEqual(['account', 'messages', 'myVehicles', 'watchlist', 'searches', 'settings', 'logout']);
  });

  it('gives merchants in review and accepted ones the dealer items but not my vehicles', () => {
    const dealerItems = ['account', 'messages', 'board', 'watchlist', 'purchases', 'searches', 'ads', 'integrations', 'guidelines', 'news', 'settings', 'logout'];
    expect(labels(merchant(null))).toEqual(dealerItems);
    expect(labels(merchant(true))).toEqual(dealerItems);
  });
});

describe('catalogue link', () => {
  it('is filtered to running auctions for merchants only', () => {
    expect(catalogQuery(merchant(true))).toEqual({ status: 'running' });
    expect(catalogQuery(customer())).toEqual({});
  });
});
