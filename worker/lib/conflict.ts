/**
 * The operators' concurrency answer: acting on an item that changed since it was read, or that another operator
 * already handled, is a 409 naming what changed, never a second action.
 */
import { ApiError } from './api-error.ts';

/** 409 `conflict`: the item changed since the operator read it; `changed` holds the current values of what differs. */
export function conflict(changed: Record<string, unknown>): ApiError {
  return new ApiError(409, 'conflict', undefined, undefined, { changed });
}

/** 409 `already_handled`: another operator decided this item meanwhile; `current` is its state now. */
export function alreadyHandled(current: Record<string, unknown>): ApiError {
  return new ApiError(409, 'already_handled', undefined, undefined, { current });
}
