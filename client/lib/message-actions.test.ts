/** Which action a message offers in the thread, and that a thread shows the live auction's forms only once. */
import { describe, expect, it } from 'vitest';
import type { CtaCode } from '../../domain/messages/cta.ts';
import type { MessageKind, NotificationMessage } from '../../domain/messages/kinds.ts';
import { kindIcon, messageAction, threadActions } from './message-actions.ts';

let nextId = 100;

function message(cta: CtaCode, extra: Partial<NotificationMessage> = {}): NotificationMessage {
  nextId -= 1;
  return {
    messageId: nextId,
    groupKey: 'auction-12',
    auctionId: 12,
    productId: 40,
    kind: 'renegotiation_turn' as MessageKind,
    callToActionTypeCode: cta,
    callToActionResponseTypeCode: null,
    title: 'Hymer B 678',
    subject: 'A subject',
    read: false,
    createdAt: '2026-03-02T10:00:00.000Z',
    action: {},
    ...extra,
  };
}

describe('messageAction', () => {
  it('offers the live auction forms for offer turns, late offers and a failed auction', () => {
    const deadline = Date.parse('2026-03-03T10:00:00Z');
    expect(messageAction(message('owner_accept_offer_from_highest_bidder_or_send_counteroffer_or_decline', { action: { amount: 30000, deadline } }))).toEqual({
      type: 'auction',
      auctionId: 12,
      productId: 40,
      deadline,
    });
    expect(messageAction(message('highest_bidder_accept_owners_counteroffer_or_send_new_offer_or_decline'))?.type).toBe('auction');
    expect(messageAction(message('owner_accept_late_offer_or_send_counteroffer_or_decline'))?.type).toBe('auction');
    expect(messageAction(message('submit_ad_with_reduced_price_or_decline_to_submit_again'))?.type).toBe('auction');
    // Without an auction there is nothing to act on.
    expect(messageAction(message('owner_accept_late_offer_or_send_counteroffer_or_decline', { auctionId: null }))).toBeNull();
  });

  it('offers nothing once the call to action was answered, and nothing for waiting notices', () => {
    expect(messageAction(message('owner_accept_offer_from_highest_bidder_or_send_counteroffer_or_decline', { callToActionResponseTypeCode: 'accepted' }))).toBeNull();
    expect(messageAction(message('read_me'))).toBeNull();
    expect(messageAction(message('highest_bidder_waiting_for_owner_to_accept_offer_or_send_counteroffer_or_decline'))).toBeNull();
  });

  it('answers a question only with its id, and pays with or without an order', () => {
    expect(messageAction(message('owner_answer_question', { action: { questionId: 9 } }))).toEqual({ type: 'answer', questionId: 9 });
    expect(messageAction(message('owner_answer_question'))).toBeNull();
    expect(messageAction(message('buyer_pay_provision_to_operator', { action: { orderId: 5, amount: 1200, deadline: 1 } }))).toEqual({ type: 'pay', orderId: 5, amount: 1200, deadline: 1 });
    // The "won" message carries the hammer price, not the amount due: no amount is shown before the order exists.
    expect(messageAction(message('buyer_pay_provision_to_operator', { action: { amount: 30000 } }))).toEqual({ type: 'pay', orderId: null, amount: null, deadline: null });
  });

  it('links to the listing, the ad continuation and the account', () => {
    expect(messageAction(message('bid_again_or_decline_or_submit_reminder'))).toEqual({ type: 'bid', productId: 40 });
    expect(messageAction(message('owner_edit_ad_and_submit_again'))).toEqual({ type: 'edit', productId: 40 });
    expect(messageAction(message('merchant_reviewed_and_ready_for_auction'))).toEqual({ type: 'account' });
  });
});

describe('threadActions', () => {
  it('keeps the auction forms with the newest asking message only, other actions with each message', () => {
    const newest = message('owner_accept_offer_from_highest_bidder_or_send_counteroffer_or_decline');
    const older = message('owner_accept_late_offer_or_send_counteroffer_or_decline');
    const question = message('owner_answer_question', { action: { questionId: 3 } });
    const actions = threadActions([newest, older, question]);
    expect(actions.get(newest.messageId)?.type).toBe('auction');
    expect(actions.has(older.messageId)).toBe(false);
    expect(actions.get(question.messageId)).toEqual({ type: 'answer', questionId: 3 });
  });
});

describe('kindIcon', () => {
  it('gives results, offers and orders their own icon and the rest of an auction the vehicle', () => {
    expect(kindIcon('won')).toBe('check');
    expect(kindIcon('outbid')).toBe('vehicle');
    expect(kindIcon('counter_offer')).toBe('clock');
    expect(kindIcon('payment_due')).toBe('document');
    expect(kindIcon('question_asked')).toBe('messages');
  });
});
