/** The client's message store: boards, subjects, counts for every CTA class, marking read, the badge and live events. */
import { describe, expect, it } from 'vitest';
import {
  addMessage,
  badgeLabel,
  emptyMessages,
  hasMore,
  joinBoard,
  liveAction,
  loadBoard,
  loadSubjects,
  markGroupRead,
  openCtaCount,
  openReadMeCount,
  subjectsOf,
  unreadCount,
  upsertSubject,
  type MessagesState,
} from './board.ts';
import { CTA_CODES, ctaClass, CUSTOMER_RELOAD_CODES, type CtaCode } from './cta.ts';
import { MESSAGE_KINDS, QUIET_KINDS, type MessageKind, type NotificationMessage, type NotificationsPage } from './kinds.ts';

function message(messageId: number, groupKey: string, fields: Partial<NotificationMessage> = {}): NotificationMessage {
  return {
    messageId,
    groupKey,
    auctionId: null,
    productId: null,
    kind: 'outbid',
    callToActionTypeCode: 'read_me',
    callToActionResponseTypeCode: null,
    title: 'Hymer B-Klasse',
    subject: 'You were outbid',
    read: false,
    createdAt: '2026-11-23T12:00:00.000Z',
    action: {},
    ...fields,
  };
}

const ids = (messages: readonly NotificationMessage[]) => messages.map((entry) => entry.messageId);
const page = (notifications: NotificationMessage[], counts: Partial<NotificationsPage> = {}): NotificationsPage => ({
  notifications,
  unRead: 0,
  openCtas: 0,
  openReadMes: 0,
  total: notifications.length,
  page: 1,
  pageSize: 20,
  ...counts,
});

/** The store after each message arrived live, from empty. */
const live = (...messages: NotificationMessage[]): MessagesState => messages.reduce(addMessage, emptyMessages);

describe('boards and subjects', () => {
  it('joins a board sorted by messageId ascending and ignores a messageId it holds', () => {
    const board = [message(5, 'auction-7'), message(9, 'auction-7'), message(2, 'auction-7')].reduce(joinBoard, []);
    expect(ids(board)).toEqual([2, 5, 9]);
    expect(joinBoard(board, message(5, 'auction-7', { subject: 'again' }))).toBe(board);
  });

  it('keeps the latest message per group as its subject, newest group first', () => {
    const subjects = subjectsOf([message(3, 'auction-7'), message(4, 'ad-3'), message(8, 'auction-7'), message(6, 'account-1'), message(5, 'auction-7')]);
    expect(subjects.map((entry) => [entry.groupKey, entry.messageId])).toEqual([
      ['auction-7', 8],
      ['account-1', 6],
      ['ad-3', 4],
    ]);
    expect(upsertSubject(subjects, message(7, 'auction-7'))).toBe(subjects);
  });

  it('files a live message in its board and its subject, once', () => {
    const once = live(message(1, 'auction-7'), message(2, 'ad-3'), message(3, 'auction-7'));
    expect(ids(once.boards['auction-7'] ?? [])).toEqual([1, 3]);
    expect(ids(once.subjects)).toEqual([3, 2]);
    expect(once.total).toBe(2);
    expect(addMessage(once, message(3, 'auction-7'))).toBe(once);
  });

  it('treats a message the loaded subject already is as known', () => {
    const loaded = loadSubjects(emptyMessages, page([message(4, 'auction-7')], { unRead: 1, openReadMes: 1 }));
    expect(addMessage(loaded, message(4, 'auction-7'))).toBe(loaded);
  });

  it('merges pages from the server and takes its counts and total', () => {
    const withSubjects = loadSubjects(live(message(9, 'order-2')), page([message(4, 'auction-7'), message(3, 'ad-3')], { unRead: 5, openCtas: 1, openReadMes: 2, total: 12, page: 1 }));
    expect(ids(withSubjects.subjects)).toEqual([9, 4, 3]);
    expect(withSubjects.counts).toEqual({ unRead: 5, openCtas: 1, openReadMes: 2 });
    expect([withSubjects.total, withSubjects.page]).toEqual([12, 1]);
    const withBoard = loadBoard(withSubjects, 'auction-7', page([message(4, 'auction-7'), message(2, 'auction-7'), message(99, 'ad-3')], { unRead: 4 }));
    expect(ids(withBoard.boards['auction-7'] ?? [])).toEqual([2, 4]);
    expect(withBoard.counts.unRead).toBe(4);
  });

  it('never changes the state it was given', () => {
    const before = live(message(1, 'auction-7'));
    const frozen = JSON.stringify(before);
    addMessage(before, message(2, 'auction-7'));
    markGroupRead(before, 'auction-7');
    expect(JSON.stringify(before)).toBe(frozen);
  });
});

describe('counts', () => {
  it('counts unread messages except the quiet kinds', () => {
    for (const kind of MESSAGE_KINDS) {
      const expected = QUIET_KINDS.includes(kind) ? 0 : 1;
      expect(unreadCount([message(1, 'auction-7', { kind })])).toBe(expected);
      expect(live(message(1, 'auction-7', { kind })).counts.unRead).toBe(expected);
    }
    expect(unreadCount([message(1, 'auction-7', { read: true })])).toBe(0);
  });

  it('counts groups with an unread non-quiet message for the badge', () => {
    const quiet = (id: number, kind: MessageKind) => message(id, 'auction-8', { kind });
    const messages = [message(1, 'auction-7'), message(2, 'auction-7'), quiet(3, 'bid_received'), quiet(4, 'bid_agent_active'), message(5, 'ad-3', { read: true })];
    expect(openReadMeCount(messages)).toBe(1);
    expect(live(...messages).counts.openReadMes).toBe(1);
    expect(live(...messages, message(6, 'auction-8')).counts.openReadMes).toBe(2);
  });

  it('counts a group as an open action only when its latest message has an unanswered open code, for every code', () => {
    for (const code of CTA_CODES) {
      const expected = ctaClass(code) === 'open' ? 1 : 0;
      const latest = message(2, 'auction-7', { callToActionTypeCode: code });
      expect(openCtaCount([message(1, 'auction-7'), latest])).toBe(expected);
      expect(live(message(1, 'auction-7'), latest).counts.openCtas).toBe(expected);
      expect(openCtaCount([message(1, 'auction-7'), { ...latest, callToActionResponseTypeCode: 'accepted' }])).toBe(0);
    }
  });

  it('drops the open action when a newer message supersedes it, and counts each group once', () => {
    const open: CtaCode = 'owner_accept_offer_from_highest_bidder_or_send_counteroffer_or_decline';
    const two = live(message(1, 'auction-7', { callToActionTypeCode: open }), message(2, 'auction-8', { callToActionTypeCode: open }));
    expect(two.counts.openCtas).toBe(2);
    const superseded = addMessage(two, message(3, 'auction-7', { callToActionTypeCode: 'owner_waiting_for_buyer_to_pick_up_vehicle' }));
    expect(superseded.counts.openCtas).toBe(1);
    expect(openCtaCount([...(superseded.boards['auction-7'] ?? []), ...(superseded.boards['auction-8'] ?? [])])).toBe(1);
    // An older message arriving late does not become the subject and changes no open action.
    expect(addMessage(superseded, message(0, 'auction-8', { callToActionTypeCode: 'read_me' })).counts.openCtas).toBe(1);
  });
});

describe('marking a thread read', () => {
  it('reads all its messages and its subject, makes it active and drops the counts by what it held', () => {
    const state = live(message(1, 'auction-7'), message(2, 'auction-7', { kind: 'bid_received' }), message(3, 'auction-7'), message(4, 'ad-3'));
    expect(state.counts).toEqual({ unRead: 3, openReadMes: 2, openCtas: 0 });
    const read = markGroupRead(state, 'auction-7');
    expect(read.activeGroupKey).toBe('auction-7');
    expect((read.boards['auction-7'] ?? []).every((entry) => entry.read)).toBe(true);
    expect(read.subjects.map((entry) => [entry.groupKey, entry.read])).toEqual([
      ['ad-3', false],
      ['auction-7', true],
    ]);
    expect(read.counts).toEqual({ unRead: 1, openReadMes: 1, openCtas: 0 });
    expect(markGroupRead(read, 'auction-7').counts).toEqual(read.counts);
  });

  it('leaves an open action open (reading is no answer) and never goes below zero', () => {
    const state = loadSubjects(emptyMessages, page([message(4, 'auction-7', { callToActionTypeCode: 'owner_answer_question' })], { unRead: 0, openCtas: 1, openReadMes: 0 }));
    expect(markGroupRead(state, 'auction-7').counts).toEqual({ unRead: 0, openCtas: 1, openReadMes: 0 });
  });
});

describe('badge and paging', () => {
  it('shows no badge at zero, the number otherwise, and the wide offset from 10 on', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(1)).toEqual({ text: '1', wide: false });
    expect(badgeLabel(9)).toEqual({ text: '9', wide: false });
    expect(badgeLabel(10)).toEqual({ text: '10', wide: true });
    expect(badgeLabel(123)).toEqual({ text: '123', wide: true });
  });

  it('loads more while fewer are loaded than the total', () => {
    expect(hasMore(19, 20)).toBe(true);
    expect(hasMore(20, 20)).toBe(false);
    expect(hasMore(0, 0)).toBe(false);
  });
});

describe('live events', () => {
  const none = { reload: null, reloadCustomer: false, push: false };

  it('reloads the screen that shows the auction on a broadcast update, and never lists it', () => {
    const screens = {
      'catalog-product-id': 'product',
      catalog: 'catalog',
      search: 'catalog',
      'account-merchant-watchlist': 'watchlist',
      'account-merchant-purchases': 'purchases',
      'account-merchant-ads': 'merchant-ads',
      'account-my-vehicles': 'my-vehicles',
    } as const;
    for (const [screen, reload] of Object.entries(screens)) expect(liveAction('broadcast_auction_update', screen)).toEqual({ ...none, reload });
    expect(liveAction('broadcast_auction_update', 'account-messages')).toEqual(none);
  });

  it('reloads the ad being edited only on an editor screen', () => {
    expect(liveAction('ad_edited', 'ad-edit-type-step-id')).toEqual({ ...none, reload: 'ad-editor' });
    expect(liveAction('ad_edited', 'ad-edit-slug-id')).toEqual({ ...none, reload: 'ad-editor' });
    expect(liveAction('ad_edited', 'account-my-vehicles')).toEqual(none);
  });

  it('reloads the seller’s and the bidder’s lists on an offer turn, and lists the message', () => {
    for (const code of ['owner_accept_offer_from_highest_bidder_or_send_counteroffer_or_decline', 'highest_bidder_accept_owners_counteroffer_or_send_new_offer_or_decline']) {
      expect(liveAction(code, 'account-merchant-purchases')).toEqual({ reload: 'purchases', reloadCustomer: false, push: true });
      expect(liveAction(code, 'account-merchant-ads')).toEqual({ reload: 'merchant-ads', reloadCustomer: false, push: true });
      expect(liveAction(code, 'account-my-vehicles')).toEqual({ reload: 'my-vehicles', reloadCustomer: false, push: true });
      expect(liveAction(code, 'index')).toEqual({ reload: null, reloadCustomer: false, push: true });
    }
  });

  it('reloads the customer on the profile codes and lists every other message', () => {
    for (const code of CTA_CODES) {
      const action = liveAction(code, 'account-messages');
      expect(action.push).toBe(true);
      expect(action.reloadCustomer).toBe(CUSTOMER_RELOAD_CODES.includes(code));
    }
  });
});
