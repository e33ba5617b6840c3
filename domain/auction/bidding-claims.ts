/**
 * Bidding claims: what the access token says a customer may do in an auction (merchant state, verified e-mail,
 * terms in force), so a bid needs no database read. The auction object invalidates them when an operator changes a
 * merchant; a refusal they cause is checked once against the database before it is final.
 */
import type { MerchantState } from '../profile.ts';
import type { Actor } from './types.ts';

export interface BiddingClaims {
  merchant: MerchantState | 'none';
  emailVerified: boolean;
  /** Accepted the terms in force when the claims were issued. */
  termsAccepted: boolean;
  /** When the next terms version comes into force (epoch ms); from then on termsAccepted says nothing. */
  termsUntil: number | null;
}

export const NO_BIDDING: BiddingClaims = { merchant: 'none', emailVerified: false, termsAccepted: false, termsUntil: null };

/** Whether the customer accepted the terms in force: accepted no earlier than the current version's start. */
export function acceptedTermsInForce(tacAcceptedAt: number | null, currentTermsValidFrom: number | null): boolean {
  if (currentTermsValidFrom === null) return true;
  return tacAcceptedAt !== null && tacAcceptedAt >= currentTermsValidFrom;
}

/** The actor a binding command runs as, from the claims at `now`. */
export function actorFromClaims(customerId: number, claims: BiddingClaims, operator: boolean, now: number): Actor {
  const termsStillInForce = claims.termsUntil === null || now < claims.termsUntil;
  return { customerId, merchant: claims.merchant, operator, emailVerified: claims.emailVerified, termsAccepted: claims.termsAccepted && termsStillInForce };
}

/** Refusals that come from the claims rather than from the auction: worth one check against fresher facts. */
export const CLAIM_REFUSALS = ['merchant_not_accepted', 'merchant_blocked', 'email_not_verified', 'terms_not_accepted'] as const;

export function isClaimRefusal(code: string): boolean {
  return (CLAIM_REFUSALS as readonly string[]).includes(code);
}

/** Compact form inside the JWT (short keys keep every request's token small). */
export interface PackedClaims {
  m: BiddingClaims['merchant'];
  ev: 0 | 1;
  tc: 0 | 1;
  tu?: number;
}

const MERCHANT_STATES: readonly BiddingClaims['merchant'][] = ['none', 'in_review', 'accepted', 'rejected', 'blocked'];

export function packClaims(claims: BiddingClaims): PackedClaims {
  return { m: claims.merchant, ev: claims.emailVerified ? 1 : 0, tc: claims.termsAccepted ? 1 : 0, ...(claims.termsUntil === null ? {} : { tu: claims.termsUntil }) };
}

/** Reads packed claims; anything malformed reads as "may not bid" (fails closed). */
export function unpackClaims(value: unknown): BiddingClaims {
  if (typeof value !== 'object' || value === null) return NO_BIDDING;
  const packed = value as Record<string, unknown>;
  const merchant = MERCHANT_STATES.find((state) => state === packed.m);
  if (!merchant) return NO_BIDDING;
  return {
    merchant,
    emailVerified: packed.ev === 1,
    termsAccepted: packed.tc === 1,
    termsUntil: typeof packed.tu === 'number' && Number.isFinite(packed.tu) ? packed.tu : null,
  };
}
