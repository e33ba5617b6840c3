/**
 * The operator's hold on an open auction (docs/decisions.md, "Operator pause and cancel"): pause it (nothing is bid,
 * nothing time-driven fires), resume it (the end moves by the time it was paused, then back into the weekday
 * 14:00–17:00 Berlin window, and bidding reopens when at most 24 hours of it remain in all) or cancel it (ends without sale, like a stop: agents removed, no order).
 */
import { isOpen } from '../auction-status.ts';
import { emit, type Draft } from './draft.ts';
import { liftPause } from './pause-lift.ts';
import { stop } from './rounds.ts';
import { AUCTION_MAX_DURATION_MS, fitEndToWindow } from './schedule.ts';
import type { Actor, Rejection } from './types.ts';

/** Commands of bidders that a paused auction refuses with auction_paused (after their role was checked). */
export function pausedRefusal(state: Draft['state']): Rejection | null {
  return state.operatorPause ? { code: 'auction_paused' } : null;
}

export function operatorPause(draft: Draft, actor: Actor, reason: string): Rejection | null {
  if (!actor.operator) return { code: 'not_operator' };
  const state = draft.state;
  // Only an auction whose end still lies ahead can be held; a second pause finds it held already.
  if (!isOpen(state.status) || state.operatorPause) return { code: 'wrong_status' };
  state.operatorPause = { since: draft.now, reason };
  emit(draft, { type: 'operator_paused', reason });
  return null;
}

/**
 * The paused time is given back: scheduled end and current end move by it, so the bidding time left and any
 * extension stay as they were (a round that had not begun moves its start too), then the end goes on to the
 * auction's next weekday 14:00–17:00 slot when it left the window. A round that was open keeps at most 24 hours of
 * bidding in all: when the moved end leaves it more than that, the pause goes on until exactly that much is left
 * (`until`), and bidding reopens then (advance). Resuming twice finds it resumed already.
 */
export function operatorResume(draft: Draft, actor: Actor): Rejection | null {
  if (!actor.operator) return { code: 'not_operator' };
  const state = draft.state;
  const pause = state.operatorPause;
  if (!pause || (pause.until ?? null) !== null) return { code: 'wrong_status' };
  if (state.scheduledEndAt !== null) {
    const end = fitEndToWindow(state.scheduledEndAt + Math.max(0, draft.now - pause.since), state.auctionId);
    const shift = end - state.scheduledEndAt;
    state.scheduledEndAt = end;
    if (state.endingAt !== null) state.endingAt += shift;
    if (state.status === 'published') {
      if (state.startsAt !== null) state.startsAt += shift;
    } else if (state.startsAt !== null) {
      // Bidding so far ran from the start to the pause; the rest of the 24 hours must reach the new end.
      // Never after the end (a pause in the extension), so the end follows the reopening.
      const reopensAt = Math.min(end - (AUCTION_MAX_DURATION_MS - (pause.since - state.startsAt)), state.endingAt ?? end);
      if (reopensAt > draft.now) {
        state.operatorPause = { ...pause, until: reopensAt };
        return null;
      }
    }
  }
  liftPause(draft);
  return null;
}

/** Ends an open (or paused) auction without sale: its standing bid lapses, agents are removed, status inactive. */
export function operatorCancel(draft: Draft, actor: Actor, reason: string): Rejection | null {
  if (!actor.operator) return { code: 'not_operator' };
  const state = draft.state;
  if (!isOpen(state.status)) return { code: 'wrong_status' };
  emit(draft, { type: 'operator_canceled', reason });
  state.operatorPause = null;
  return stop(draft, actor);
}
