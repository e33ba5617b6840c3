/** Call-to-action classes of spec 000: every code in exactly one class, open actions, customer reloads, live codes. */
import { describe, expect, it } from 'vitest';
import {
  CTA_CODES,
  CTA_RESPONSES,
  ctaClass,
  CUSTOMER_RELOAD_CODES,
  IGNORED_CTAS,
  isCtaCode,
  isOpenAction,
  LIVE_RELOAD_CODES,
  OFFER_RELOAD_CODES,
  OPEN_CTAS,
  reloadsCustomer,
  WAITING_CTAS,
} from './cta.ts';

describe('classes', () => {
  it('puts the spec’s waiting codes in the waiting class', () => {
    expect([...WAITING_CTAS].sort()).toEqual(
      [
        'wait_until_operator_has_reviewed_your_account_submission',
        'wait_until_operator_has_reviewed_ad_submission',
        'user_waiting_for_owner_to_answer_question',
        'read_me',
        'accept_offer_from_highest_bidder__sent',
        'highest_bidder_waiting_for_owner_to_accept_offer_or_send_counteroffer_or_decline',
        'merchant_waiting_for_owner_to_accept_late_offer_or_send_counteroffer_or_decline',
        'owner_waiting_for_buyer_to_accept_counteroffer',
      ].sort(),
    );
    for (const code of WAITING_CTAS) expect(ctaClass(code)).toBe('waiting');
  });

  it('puts the spec’s ignored codes in the ignored class', () => {
    expect([...IGNORED_CTAS].sort()).toEqual(
      ['bid_again_or_decline_or_submit_reminder', 'buyer_pay_provision_to_operator', 'submit_ad_with_reduced_price_or_decline_to_submit_again', 'owner_waiting_for_buyer_to_pick_up_vehicle'].sort(),
    );
    for (const code of IGNORED_CTAS) expect(ctaClass(code)).toBe('ignored');
  });

  it('counts every other code as open, an unknown one included', () => {
    for (const code of OPEN_CTAS) expect(ctaClass(code)).toBe('open');
    expect(ctaClass('some_future_code')).toBe('open');
  });

  it('has every code exactly once', () => {
    expect(new Set(CTA_CODES).size).toBe(CTA_CODES.length);
    expect(CTA_CODES.length).toBe(WAITING_CTAS.length + IGNORED_CTAS.length + OPEN_CTAS.length);
    for (const code of CTA_CODES) expect(isCtaCode(code)).toBe(true);
    expect(isCtaCode('broadcast_auction_update')).toBe(false);
    expect(isCtaCode('')).toBe(false);
  });
});

describe('open actions', () => {
  it('is open only for an unanswered open code', () => {
    for (const code of CTA_CODES) {
      expect(isOpenAction(code, null)).toBe(ctaClass(code) === 'open');
      for (const response of CTA_RESPONSES) expect(isOpenAction(code, response)).toBe(false);
    }
  });
});

describe('reloads', () => {
  it('reloads the customer after the three profile and merchant codes only', () => {
    expect([...CUSTOMER_RELOAD_CODES].sort()).toEqual(['email_verified_profile_as_merchant_completed', 'email_verified_profile_completed', 'merchant_reviewed_and_ready_for_auction']);
    for (const code of CTA_CODES) expect(reloadsCustomer(code)).toBe(CUSTOMER_RELOAD_CODES.includes(code));
  });

  it('reloads offer lists on the two renegotiation turns, which are open actions', () => {
    expect([...OFFER_RELOAD_CODES].sort()).toEqual(['highest_bidder_accept_owners_counteroffer_or_send_new_offer_or_decline', 'owner_accept_offer_from_highest_bidder_or_send_counteroffer_or_decline']);
    for (const code of OFFER_RELOAD_CODES) expect(ctaClass(code)).toBe('open');
  });

  it('keeps the stream’s own reload cues apart from message codes', () => {
    for (const code of LIVE_RELOAD_CODES) expect(isCtaCode(code)).toBe(false);
  });
});
