/**
 * The user actions of the spec's collect call, sent from the place they happen: queued, then sent in batches when
 * the page is hidden (keepalive, so a closing tab still delivers), when the queue is full, or a few seconds after the
 * first queued one. Only the action, the route and the listing travel; the server adds who did it. Errors are logged.
 */
import { batchesOf, type ClientUserAction, type CollectedAction, MAX_ACTIONS_PER_BATCH } from '../../domain/user-actions.ts';
import { api } from './api.ts';

const SEND_AFTER_MS = 4_000;

let queue: CollectedAction[] = [];
let context: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** The current route's name, the action's context (set by the layout on every page). */
export function setActionContext(routeName: string | null): void {
  context = routeName;
}

export function flushUserActions(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  const pending = queue;
  queue = [];
  for (const actions of batchesOf(pending)) {
    api('/public/user-action-log/collect', { method: 'POST', json: { actions }, keepalive: true }).catch((error: unknown) =>
      console.error('user action log failed', error),
    );
  }
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', flushUserActions);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushUserActions();
  });
}

/** Queues one action (never during server rendering). */
export function trackAction(action: ClientUserAction, productId: number | null = null): void {
  if (typeof window === 'undefined') return;
  listen();
  queue.push({ action, context, product_entity_id: productId });
  if (queue.length >= MAX_ACTIONS_PER_BATCH) flushUserActions();
  else timer ??= setTimeout(flushUserActions, SEND_AFTER_MS);
}
