import { describe, expect, it } from 'vitest';
import { acceptedTermsInForce, actorFromClaims, isClaimRefusal, NO_BIDDING, packClaims, unpackClaims, type BiddingClaims } from './bidding-claims.ts';

const dealer: BiddingClaims = { merchant: 'accepted', emailVerified: true, termsAccepted: true, termsUntil: null };

describe('bidding claims', () => {
  it('survive the round trip through the token', () => {
    expect(unpackClaims(packClaims(dealer))).toEqual(dealer);
    const until = { ...dealer, emailVerified: false, termsUntil: 1_800_000_000_000 };
    expect(unpackClaims(packClaims(until))).toEqual(until);
  });

  it('read anything malformed as "may not bid"', () => {
    for (const value of [null, 'accepted', { m: 'owner', ev: 1, tc: 1 }, 42]) expect(unpackClaims(value)).toEqual(NO_BIDDING);
    expect(unpackClaims({ m: 'accepted', ev: true, tc: '1' })).toEqual({ merchant: 'accepted', emailVerified: false, termsAccepted: false, termsUntil: null });
  });

  it('stop vouching for the terms once the next version is in force', () => {
    const claims = { ...dealer, termsUntil: 1_000 };
    expect(actorFromClaims(5, claims, false, 999).termsAccepted).toBe(true);
    expect(actorFromClaims(5, claims, false, 1_000).termsAccepted).toBe(false);
  });

  it('count terms as accepted only from the current version’s start on', () => {
    expect(acceptedTermsInForce(null, null)).toBe(true);
    expect(acceptedTermsInForce(null, 100)).toBe(false);
    expect(acceptedTermsInForce(99, 100)).toBe(false);
    expect(acceptedTermsInForce(100, 100)).toBe(true);
  });

  it('know which refusals fresher facts could change', () => {
    expect(isClaimRefusal('merchant_blocked')).toBe(true);
    expect(isClaimRefusal('terms_not_accepted')).toBe(true);
    expect(isClaimRefusal('bid_too_low')).toBe(false);
  });
});
