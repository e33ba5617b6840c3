import { describe, expect, it } from 'vitest';
import { canBid, merchantState, missingProfileFields, popupsToShow, profileStatus, shouldShowTermsDialog } from './profile.ts';

describe('profile status strings', () => {
  it('are null while incomplete and name verification otherwise', () => {
    expect(profileStatus('PRIVATE', false, true)).toBeNull();
    expect(profileStatus('PRIVATE', true, false)).toBe('PRIVATE_COMPLETE_BUT_EMAIL_NOT_VERIFIED');
    expect(profileStatus('COMMERCIAL', true, true)).toBe('COMMERCIAL_COMPLETE_AND_EMAIL_VERIFIED');
    expect(profileStatus('MERCHANT', true, true)).toBe('MERCHANT_COMPLETE_AND_EMAIL_VERIFIED');
  });

  it('lists the missing fields per profile type, ignoring blanks', () => {
    const base = { name: 'Anna', surname: 'Becker', email: 'a@b.de', zipCode: '50667', city: 'Köln', country: 'DE' };
    expect(missingProfileFields('PRIVATE', base)).toEqual([]);
    expect(missingProfileFields('PRIVATE', { ...base, city: '  ' })).toEqual(['city']);
    expect(missingProfileFields('COMMERCIAL', base)).toEqual(['company', 'street', 'vatRegNo']);
    expect(missingProfileFields('MERCHANT', { ...base, company: 'X', street: 'Y', vatRegNo: 'DE123456789' })).toEqual([
      'managingDirector',
      'contactName',
      'contactSurname',
      'tradeRegistrationKey',
    ]);
  });
});

describe('merchant state', () => {
  it('is in review while the operator has not decided, and only accepted unblocked dealers may bid', () => {
    expect(merchantState({ accepted: null }, false)).toBe('in_review');
    expect(merchantState({ accepted: true }, false)).toBe('accepted');
    expect(merchantState({ accepted: false }, false)).toBe('rejected');
    expect(merchantState({ accepted: true }, true)).toBe('blocked');
    expect(canBid({ accepted: true }, false)).toBe(true);
    expect(canBid({ accepted: null }, false)).toBe(false);
    expect(canBid({ accepted: true }, true)).toBe(false);
    expect(canBid(null, false)).toBe(false);
  });
});

describe('terms dialog', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const merchant = { isMerchant: true, merchantProfileCompleted: true, now };

  it('shows for a merchant who never accepted or accepted before the current version', () => {
    expect(shouldShowTermsDialog({ ...merchant, tacAcceptedAt: null, termsValidFrom: new Date('2026-10-01') })).toBe(true);
    expect(shouldShowTermsDialog({ ...merchant, tacAcceptedAt: new Date('2026-09-01'), termsValidFrom: new Date('2026-10-01') })).toBe(true);
    expect(shouldShowTermsDialog({ ...merchant, tacAcceptedAt: new Date('2026-10-02'), termsValidFrom: new Date('2026-10-01') })).toBe(false);
  });

  it('caps a future valid-from date at today', () => {
    expect(shouldShowTermsDialog({ ...merchant, tacAcceptedAt: new Date('2026-11-21T13:00:00Z'), termsValidFrom: new Date('2026-12-01') })).toBe(false);
    expect(shouldShowTermsDialog({ ...merchant, tacAcceptedAt: new Date('2026-11-20'), termsValidFrom: new Date('2026-12-01') })).toBe(true);
  });

  it('never shows for non-merchants or incomplete merchant profiles', () => {
    expect(shouldShowTermsDialog({ ...merchant, isMerchant: false, tacAcceptedAt: null, termsValidFrom: new Date('2026-10-01') })).toBe(false);
    expect(shouldShowTermsDialog({ ...merchant, merchantProfileCompleted: false, tacAcceptedAt: null, termsValidFrom: new Date('2026-10-01') })).toBe(false);
  });
});

describe('merchant popups', () => {
  const popups = [
    { id: 3, validFrom: '2026-11-10T00:00:00Z' },
    { id: 1, validFrom: '2026-11-01T00:00:00Z' },
    { id: 2, validFrom: '2026-11-05T00:00:00Z' },
  ];

  it('shows unread ones oldest first, and none before the merchant profile is complete', () => {
    expect(popupsToShow(popups, [2], true).map((p) => p.id)).toEqual([1, 3]);
    expect(popupsToShow(popups, [], false)).toEqual([]);
    expect(popupsToShow(popups, [1, 2, 3], true)).toEqual([]);
  });
});
