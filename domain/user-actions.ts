/**
 * The user actions of the spec's collect call (action, context = the route, customer id, visitor id, product): the
 * closed list of action names the storefront sends, so the log holds what operators can read, and nothing personal.
 */

/** Sent by the browser from the place they happen; the server refuses any other name. */
export const CLIENT_USER_ACTIONS = [
  'view_product',
  'catalog_search',
  'catalog_filter',
  'search_saved',
  'watch_added',
  'watch_removed',
  'bid_started',
  'valuation_started',
  'valuation_finished',
  'sell_started',
  'editor_step_done',
] as const;
export type ClientUserAction = (typeof CLIENT_USER_ACTIONS)[number];

/** Written by the server itself (never accepted from the collect call), listed so the console can name them. */
export const SERVER_USER_ACTIONS = ['logout', 'share_product', 'referral_conversion'] as const;

export const USER_ACTIONS = [...CLIENT_USER_ACTIONS, ...SERVER_USER_ACTIONS] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

export function isClientUserAction(value: string): value is ClientUserAction {
  return (CLIENT_USER_ACTIONS as readonly string[]).includes(value);
}

/** At most this many actions per collect call; the browser sends its queue in batches of this size. */
export const MAX_ACTIONS_PER_BATCH = 20;

/** One queued action as the collect call takes it (snake_case members, as the spec names them). */
export interface CollectedAction {
  action: ClientUserAction;
  context: string | null;
  product_entity_id: number | null;
}

/** Splits a queue into the batches to send, oldest first. */
export function batchesOf(queue: readonly CollectedAction[], size = MAX_ACTIONS_PER_BATCH): CollectedAction[][] {
  const batches: CollectedAction[][] = [];
  for (let start = 0; start < queue.length; start += size) batches.push(queue.slice(start, start + size));
  return batches;
}
