/**
 * The operator's hold on an open auction (docs/decisions.md, "Operator pause and cancel"): pause it (nothing is bid,
 * nothing time-driven fires), resume it (the end moves by the time it was paused, then back into the weekday
 * 14:00–17:00 Berlin window) or cancel it (ends without sale, like a stop: agents removed, no order).
 */
import { isOpen } from '../auction-status.ts';
import { emit, setStatus, type Draft } from './draft.ts';
import { stop } from './rounds.ts';
import { HOTBID_PHASE_MS } from './rules.ts';
import { fitEndToWindow } from './schedule.ts';
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
 * The paused time is given back: start (if the round had not begun), scheduled end and current end all move by the
 * same shift, so the bidding time left and any extension stay as they were. The shift is the paused time, or more
 * when the moved scheduled end left the weekday 14:00–17:00 window and goes on to the auction's next slot. An
 * auction paused in its last five minutes whose end now lies further ahead runs normally again until its hotbid phase.
 */
export function operatorResume(draft: Draft, actor: Actor): Rejection | null {
  if (!actor.operator) return { code: 'not_operator' };
  const state = draft.state;
  const pause = state.operatorPause;
  if (!pause) return { code: 'wrong_status' };
  const pausedMs = Math.max(0, draft.now - pause.since);
  state.operatorPause = null;
  if (state.scheduledEndAt !== null) {
    const fitted = fitEndToWindow(state.scheduledEndAt + pausedMs, state.auctionId);
    const shift = fitted - state.scheduledEndAt;
    state.scheduledEndAt = fitted;
    if (state.endingAt !== null) state.endingAt += shift;
    if (state.status === 'published' && state.startsAt !== null) state.startsAt += shift;
  }
  emit(draft, { type: 'operator_resumed', pausedMs, endingAt: state.endingAt });
  if (state.status === 'hotbidding' && state.endingAt !== null && state.endingAt - HOTBID_PHASE_MS > draft.now) setStatus(draft, 'running');
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
