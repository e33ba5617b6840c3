/** Who counts as an approved dealer: a merchant accepted by an operator and not blocked; nobody else. */
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, isApprovedDealer, type Viewer, type ViewerMerchant } from './viewer.ts';

const withMerchant = (merchant: ViewerMerchant | null): Viewer => ({
  customer: { customerId: 5, email: 'd@example.com', name: 'D', surname: 'E', profileType: 'MERCHANT', isAdmin: false, languageSetting: 'de', emailVerified: true, adsCount: 0, merchant },
});

describe('isApprovedDealer', () => {
  it('is true only for an accepted, unblocked merchant', () => {
    expect(isApprovedDealer(withMerchant({ merchantId: 1, accepted: true, blocked: false }))).toBe(true);
    expect(isApprovedDealer(withMerchant({ merchantId: 1, accepted: true, blocked: true }))).toBe(false);
    expect(isApprovedDealer(withMerchant({ merchantId: 1, accepted: null, blocked: false }))).toBe(false);
    expect(isApprovedDealer(withMerchant({ merchantId: 1, accepted: false, blocked: false }))).toBe(false);
    expect(isApprovedDealer(withMerchant(null))).toBe(false);
    expect(isApprovedDealer(ANONYMOUS)).toBe(false);
  });
});
