/**
 * Ends an operator's pause: bidding reopens. The paused time is not bidding time, so an open round's start moves by
 * it (its 24 hours count from where bidding began, without the pause); an auction paused in its last five minutes
 * whose end now lies further ahead runs normally again until its hotbid phase; one that reopens inside its last five
 * minutes goes straight into it. Dated `at`: the reopening time, which a late alarm may pass.
 */
import { emit, setStatus, type Draft } from './draft.ts';
import { HOTBID_PHASE_MS } from './rules.ts';

export function liftPause(draft: Draft, at = draft.now): void {
  const state = draft.state;
  const pause = state.operatorPause;
  if (!pause) return;
  const pausedMs = Math.max(0, at - pause.since);
  state.operatorPause = null;
  if (state.status !== 'published' && state.startsAt !== null) state.startsAt += pausedMs;
  emit(draft, { type: 'operator_resumed', pausedMs, endingAt: state.endingAt }, at);
  if (state.endingAt === null) return;
  const inFinalPhase = state.endingAt - HOTBID_PHASE_MS <= at;
  if (state.status === 'hotbidding' && !inFinalPhase) setStatus(draft, 'running', at);
  // Reopening inside the last five minutes: the final phase starts with the reopening, not before it.
  if (state.status === 'running' && inFinalPhase) setStatus(draft, 'hotbidding', at);
}
