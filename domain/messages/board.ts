/**
 * The client's message store as pure rules (spec 000, "Notification store rules" and "Live events"): subjects (the
 * latest message per group, newest first), boards (a group's messages, oldest first), the three counts, marking a
 * thread read, the header badge, paging, and what a live event makes the client do. Every update is immutable.
 */
import { CUSTOMER_RELOAD_CODES, isOpenAction, OFFER_RELOAD_CODES } from './cta.ts';
import { isQuietKind, type NotificationMessage, type NotificationsPage } from './kinds.ts';

export interface BoardCounts {
  /** Unread messages, quiet kinds excluded. */
  unRead: number;
  /** Groups whose latest message is an open action not yet answered. */
  openCtas: number;
  /** Groups with an unread message that is not a quiet notice: the header badge. */
  openReadMes: number;
}

export interface MessagesState {
  /** The latest message of each loaded group, newest (highest messageId) first. */
  subjects: readonly NotificationMessage[];
  /** Each loaded group's messages, oldest (lowest messageId) first. */
  boards: Readonly<Record<string, readonly NotificationMessage[]>>;
  activeGroupKey: string | null;
  counts: BoardCounts;
  /** How many subjects the server holds, and the last subject page loaded. */
  total: number;
  page: number;
}

export const emptyMessages: MessagesState = { subjects: [], boards: {}, activeGroupKey: null, counts: { unRead: 0, openCtas: 0, openReadMes: 0 }, total: 0, page: 0 };

const countsUnread = (message: NotificationMessage) => !message.read && !isQuietKind(message.kind);

/** Unread messages, quiet kinds (bid placed, bid received, bid agent active) excluded. */
export function unreadCount(messages: readonly NotificationMessage[]): number {
  return messages.filter(countsUnread).length;
}

/** Groups with at least one unread message that is not a quiet notice. */
export function openReadMeCount(messages: readonly NotificationMessage[]): number {
  return new Set(messages.filter(countsUnread).map((message) => message.groupKey)).size;
}

/** Groups whose latest message is an open action not yet answered (waiting and ignored codes never count). */
export function openCtaCount(messages: readonly NotificationMessage[]): number {
  return subjectsOf(messages).filter((subject) => isOpenAction(subject.callToActionTypeCode, subject.callToActionResponseTypeCode)).length;
}

/** A board with the message joined, sorted by messageId ascending; the same board when its messageId is there. */
export function joinBoard(board: readonly NotificationMessage[], message: NotificationMessage): readonly NotificationMessage[] {
  if (board.some((entry) => entry.messageId === message.messageId)) return board;
  return [...board, message].sort((a, b) => a.messageId - b.messageId);
}

/** The subjects with the message as its group's subject when it is the group's latest; newest first. */
export function upsertSubject(subjects: readonly NotificationMessage[], message: NotificationMessage): readonly NotificationMessage[] {
  const current = subjects.find((subject) => subject.groupKey === message.groupKey);
  if (current && current.messageId > message.messageId) return subjects;
  const others = subjects.filter((subject) => subject.groupKey !== message.groupKey);
  return [...others, message].sort((a, b) => b.messageId - a.messageId);
}

/** The latest message of each group, newest first. */
export function subjectsOf(messages: readonly NotificationMessage[]): readonly NotificationMessage[] {
  return messages.reduce<readonly NotificationMessage[]>(upsertSubject, []);
}

/** Every message of the group the store knows (its board and its subject, once each). */
function knownOf(state: MessagesState, groupKey: string): readonly NotificationMessage[] {
  const board = state.boards[groupKey] ?? [];
  const subject = state.subjects.find((entry) => entry.groupKey === groupKey);
  return subject ? joinBoard(board, subject) : board;
}

function groupFacts(state: MessagesState, groupKey: string): { openReadMe: boolean; openCta: boolean } {
  const known = knownOf(state, groupKey);
  const latest = known.at(-1);
  return { openReadMe: known.some(countsUnread), openCta: latest !== undefined && isOpenAction(latest.callToActionTypeCode, latest.callToActionResponseTypeCode) };
}

const atLeastZero = (value: number) => Math.max(0, value);

/**
 * A new message (from the live stream): it joins its group's board unless its messageId is known, becomes the group's
 * subject when it is the latest, and the counts follow. Unchanged state (the same object) for a message seen before.
 */
export function addMessage(state: MessagesState, message: NotificationMessage): MessagesState {
  if (knownOf(state, message.groupKey).some((entry) => entry.messageId === message.messageId)) return state;
  const before = groupFacts(state, message.groupKey);
  const isNewGroup = !state.subjects.some((subject) => subject.groupKey === message.groupKey);
  const next: MessagesState = {
    ...state,
    boards: { ...state.boards, [message.groupKey]: joinBoard(state.boards[message.groupKey] ?? [], message) },
    subjects: upsertSubject(state.subjects, message),
    // A group not among the loaded subjects counts as a new one: at worst (it sat on a later page) one more page is
    // fetched, which brings the server's total back; undercounting would stop paging early instead.
    total: isNewGroup ? state.total + 1 : state.total,
  };
  const after = groupFacts(next, message.groupKey);
  return {
    ...next,
    counts: {
      unRead: state.counts.unRead + (countsUnread(message) ? 1 : 0),
      openReadMes: atLeastZero(state.counts.openReadMes + Number(after.openReadMe) - Number(before.openReadMe)),
      openCtas: atLeastZero(state.counts.openCtas + Number(after.openCta) - Number(before.openCta)),
    },
  };
}

/** A page of subjects from the server: merged in, with the server's counts and total. */
export function loadSubjects(state: MessagesState, page: NotificationsPage): MessagesState {
  return {
    ...state,
    subjects: page.notifications.reduce(upsertSubject, state.subjects),
    counts: { unRead: page.unRead, openCtas: page.openCtas, openReadMes: page.openReadMes },
    total: page.total,
    page: Math.max(state.page, page.page),
  };
}

/** A page of one group's messages from the server: merged into its board, with the server's counts. */
export function loadBoard(state: MessagesState, groupKey: string, page: NotificationsPage): MessagesState {
  const mine = page.notifications.filter((message) => message.groupKey === groupKey);
  return {
    ...state,
    boards: { ...state.boards, [groupKey]: mine.reduce(joinBoard, state.boards[groupKey] ?? []) },
    counts: { unRead: page.unRead, openCtas: page.openCtas, openReadMes: page.openReadMes },
  };
}

/** Opening a thread: it becomes the active group and all its messages are read; the counts drop by what it held. */
export function markGroupRead(state: MessagesState, groupKey: string): MessagesState {
  const before = groupFacts(state, groupKey);
  const unread = unreadCount(knownOf(state, groupKey));
  const read = (message: NotificationMessage) => (message.groupKey === groupKey && !message.read ? { ...message, read: true } : message);
  const board = state.boards[groupKey];
  return {
    ...state,
    activeGroupKey: groupKey,
    subjects: state.subjects.map(read),
    boards: board ? { ...state.boards, [groupKey]: board.map(read) } : state.boards,
    counts: {
      ...state.counts,
      unRead: atLeastZero(state.counts.unRead - unread),
      openReadMes: atLeastZero(state.counts.openReadMes - Number(before.openReadMe)),
    },
  };
}

/** The header badge: no badge at 0; from 10 on the wider label sits at another offset (spec: offset depends on ≥ 10). */
export function badgeLabel(count: number): { text: string; wide: boolean } | null {
  if (!Number.isFinite(count) || count < 1) return null;
  const whole = Math.floor(count);
  return { text: String(whole), wide: whole >= 10 };
}

/** Further pages load while fewer are loaded than the server holds. */
export function hasMore(loaded: number, total: number): boolean {
  return loaded < total;
}

/** Data a screen shows that a live event may have changed. */
export type ReloadTarget = 'product' | 'catalog' | 'watchlist' | 'purchases' | 'merchant-ads' | 'my-vehicles' | 'ad-editor';

export interface LiveAction {
  /** The current screen's data to reload, or null when nothing on it depends on the event. */
  reload: ReloadTarget | null;
  reloadCustomer: boolean;
  /** The event is a message: it goes to the notification list (and the counts). */
  push: boolean;
}

/** Screens that show auctions, by route name (domain/route-table.ts), and the data they reload on an auction update. */
const AUCTION_SCREENS: Readonly<Record<string, ReloadTarget>> = {
  'catalog-product-id': 'product',
  catalog: 'catalog',
  search: 'catalog',
  'account-merchant-watchlist': 'watchlist',
  'account-merchant-purchases': 'purchases',
  'account-merchant-ads': 'merchant-ads',
  'account-my-vehicles': 'my-vehicles',
};

/** The seller's and the highest bidder's lists an offer turn changes. */
const OFFER_SCREENS: Readonly<Record<string, ReloadTarget>> = {
  'account-merchant-purchases': 'purchases',
  'account-merchant-ads': 'merchant-ads',
  'account-my-vehicles': 'my-vehicles',
};

const isEditorScreen = (screen: string) => screen.startsWith('ad-edit-');

/**
 * What one live event code makes the client do on the screen `screen` (a route name). The stream's own reload cues
 * never become messages; an offer turn reloads the lists that show it and, being a message, also joins the list.
 */
export function liveAction(code: string, screen: string): LiveAction {
  if (code === 'broadcast_auction_update') return { reload: AUCTION_SCREENS[screen] ?? null, reloadCustomer: false, push: false };
  if (code === 'ad_edited') return { reload: isEditorScreen(screen) ? 'ad-editor' : null, reloadCustomer: false, push: false };
  if ((OFFER_RELOAD_CODES as readonly string[]).includes(code)) return { reload: OFFER_SCREENS[screen] ?? null, reloadCustomer: false, push: true };
  if ((CUSTOMER_RELOAD_CODES as readonly string[]).includes(code)) return { reload: null, reloadCustomer: true, push: true };
  return { reload: null, reloadCustomer: false, push: true };
}
