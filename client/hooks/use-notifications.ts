/**
 * The signed-in customer's message board on the client: one store per tab (domain/messages/board.ts rules) fed by
 * the notification pages (SWR) and the live stream. The header badge mounts useNotifications(), which loads the first
 * subject page, keeps the stream open and turns live events into reloads; the board pages add their own pages.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { mutate } from 'swr';
import { emptyMessages, liveAction, loadBoard, loadSubjects, markGroupRead, type MessagesState, type ReloadTarget } from '../../domain/messages/board.ts';
import type { LiveNotification, NotificationsPage } from '../../domain/messages/kinds.ts';
import { api } from '../lib/api.ts';
import { subscribeNotifications } from '../lib/notification-stream.ts';
import { keys } from '../pages/data-keys.ts';
import { useRouter } from '../router.tsx';
import { useShell } from '../shell-context.tsx';
import { useApi } from './use-api.ts';

export const NOTIFICATIONS_PATH = '/private/notifications/pages/get';

/** A page of subjects, or with a group key a page of that thread (the SWR key). */
export function notificationsKey(locale: string, page: number, groupKey?: string): string {
  return `${NOTIFICATIONS_PATH}?page=${page}&storeCode=${locale}${groupKey ? `&groupKey=${encodeURIComponent(groupKey)}` : ''}`;
}

// The tab's store. Only the browser ever changes it (from effects), so the server's renders always see it empty.
let state: MessagesState = emptyMessages;
const watchers = new Set<() => void>();

function update(change: (current: MessagesState) => MessagesState): void {
  const next = change(state);
  if (next === state) return;
  state = next;
  for (const watcher of [...watchers]) watcher();
}

function watch(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** The board as the store holds it (empty on the server and before the first page). */
export function useMessagesState(): MessagesState {
  return useSyncExternalStore(
    watch,
    () => state,
    () => emptyMessages,
  );
}

/** Refetches every notification page on screen (subjects and threads): their answers carry fresh counts. */
export function reloadNotifications(): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith(NOTIFICATIONS_PATH));
}

/** The API paths (SWR key prefixes) each reload target's screen reads. */
const RELOAD_PREFIXES: Record<ReloadTarget, readonly string[]> = {
  product: ['/public/catalog/get/', '/public/auction/'],
  catalog: ['/public/catalog/search'],
  watchlist: ['/private/customer/watchlist/get'],
  purchases: ['/private/customer/my-purchases/get'],
  'merchant-ads': ['/private/customer/products/get'],
  'my-vehicles': ['/private/customer/products/get'],
  // The editor holds the seller's unsaved input and loads its ad outside SWR, so nothing is thrown away here.
  'ad-editor': [],
};

function reloadPrefixes(prefixes: readonly string[]): void {
  if (prefixes.length === 0) return;
  void mutate((key) => typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix)));
}

/** What one live event does on the screen `screen` (a route name). */
export function handleLiveEvent(event: LiveNotification, screen: string): void {
  const action = liveAction(event.message.callToActionTypeCode, screen);
  if (action.reload) reloadPrefixes(RELOAD_PREFIXES[action.reload]);
  if (action.reloadCustomer) void mutate(keys.privateCustomer());
  // The event names the message only; its texts (in the reader's language) come with the refetched pages.
  if (action.push) void reloadNotifications();
}

/** Merges an answer of the subject pages into the store. */
export function useSubjectPage(locale: string, page: number, enabled = true) {
  const answer = useApi<NotificationsPage>(enabled ? notificationsKey(locale, page) : null);
  const { data } = answer;
  useEffect(() => {
    if (data) update((current) => loadSubjects(current, data));
  }, [data]);
  return answer;
}

/**
 * A board joins a message only once (the store rule for live arrivals); a refetched page is newer than the copies the
 * board holds (read, answered), so those copies leave before the page is merged.
 */
function withoutStale(current: MessagesState, groupKey: string, page: NotificationsPage): MessagesState {
  const board = current.boards[groupKey];
  if (!board) return current;
  const fresh = new Set(page.notifications.map((message) => message.messageId));
  return { ...current, boards: { ...current.boards, [groupKey]: board.filter((message) => !fresh.has(message.messageId)) } };
}

/** Merges an answer of one thread's pages into the store. */
export function useThreadPage(locale: string, groupKey: string, page: number) {
  const answer = useApi<NotificationsPage>(notificationsKey(locale, page, groupKey));
  const { data } = answer;
  useEffect(() => {
    if (data) update((current) => loadBoard(withoutStale(current, groupKey, data), groupKey, data));
  }, [data, groupKey]);
  return answer;
}

/** Marks a thread read on the server and in the store, then takes the server's counts. */
export async function markThreadRead(groupKey: string): Promise<void> {
  await api<{ read: number }>(`/private/messages/read-by-slug/${encodeURIComponent(groupKey)}`, { method: 'PUT' });
  update((current) => markGroupRead(current, groupKey));
  await reloadNotifications();
}

/**
 * The board for the header: page 1 of the subjects, the counts and the live stream (signed-in customers only; the
 * stream opens in the browser and is shared by the tab). A reconnect reloads every SWR key on screen, since events
 * may have been missed while the stream was down.
 */
export function useNotifications(): MessagesState {
  const { viewer, locale } = useShell();
  const { match } = useRouter();
  const signedIn = Boolean(viewer.customer);
  useSubjectPage(locale, 1, signedIn);
  const screen = useRef(match?.name ?? '');
  screen.current = match?.name ?? '';

  const onEvent = useCallback((event: LiveNotification) => handleLiveEvent(event, screen.current), []);

  useEffect(() => {
    if (!signedIn) return;
    return subscribeNotifications(locale, {
      onEvent,
      onReconnect: () => void mutate(() => true),
    });
  }, [signedIn, locale, onEvent]);

  return useMessagesState();
}
