/**
 * Proxy bidding: who leads and at what price, given every merchant's maximum (own bid or agent limit).
 * The leader is the highest maximum (equal maxima go to the earlier one); an agent bids only the smallest step
 * needed over the runner-up, a manual bid stands at its own amount, and the price never goes down.
 */
import { emit, type Draft } from './draft.ts';
import { increment } from './increments.ts';
import type { Maximum } from './types.ts';

/** a ranks before b: the higher maximum, or the same maximum reached earlier. */
function before(a: Maximum, b: Maximum): boolean {
  return a.amount > b.amount || (a.amount === b.amount && a.since < b.since);
}

/** The leader and the runner-up in one pass (an auction may have many bidders; this runs on every bid). */
export function topTwo(maxima: readonly Maximum[]): [Maximum | undefined, Maximum | undefined] {
  let first: Maximum | undefined;
  let second: Maximum | undefined;
  for (const entry of maxima) {
    if (!first || before(entry, first)) {
      second = first;
      first = entry;
    } else if (!second || before(entry, second)) {
      second = entry;
    }
  }
  return [first, second];
}

export function maximumOf(draft: Draft, customerId: number): Maximum | undefined {
  return draft.state.maxima.find((entry) => entry.customerId === customerId);
}

/** Raises (or creates) a merchant's own bid and agent limit; `since` moves only when the maximum itself changes. */
export function updateMaximum(draft: Draft, customerId: number, change: { bid?: number; agent?: number | null }): void {
  const current = maximumOf(draft, customerId);
  const bid = Math.max(change.bid ?? 0, current?.bid ?? 0);
  const agent = change.agent === undefined ? (current?.agent ?? null) : change.agent;
  const amount = Math.max(bid, agent ?? 0);
  const since = current && current.amount === amount ? current.since : draft.state.seq + 1;
  const next: Maximum = { customerId, bid, agent, amount, since };
  const index = draft.state.maxima.findIndex((entry) => entry.customerId === customerId);
  if (index === -1) draft.state.maxima.push(next);
  else draft.state.maxima[index] = next;
}

/**
 * Settles leadership after a maximum changed. `manual` is a bid just placed (recorded at its amount): by hand, or by
 * an agent that does not take the lead. Returns whether that bidder ended up outbid by an agent.
 */
export function settle(draft: Draft, manual: { customerId: number; amount: number; kind?: 'bid' | 'agent' } | null): boolean {
  const state = draft.state;
  const previous = state.highest;
  if (manual) {
    emit(draft, { type: 'bid_placed', customerId: manual.customerId, amount: manual.amount, kind: manual.kind ?? 'bid' });
    state.bidCount += 1;
  }
  const [leader, runnerUp] = topTwo(state.maxima);
  if (!leader) return false;
  const answer = runnerUp ? Math.min(leader.amount, runnerUp.amount + increment(runnerUp.amount)) : 0;
  const price = Math.max(previous?.amount ?? 0, manual?.amount ?? 0, answer);
  const leaderBidByHand = manual !== null && manual.customerId === leader.customerId;
  const unchanged = previous !== null && previous.customerId === leader.customerId && previous.amount === price;
  if (!leaderBidByHand && !unchanged) {
    // The leader's agent answers with exactly the price it needs.
    emit(draft, { type: 'bid_placed', customerId: leader.customerId, amount: price, kind: 'agent' });
    state.bidCount += 1;
    updateMaximum(draft, leader.customerId, { bid: price });
  }
  state.highest = unchanged && previous ? previous : { customerId: leader.customerId, amount: price, seq: state.seq };
  const outbid = [previous?.customerId, manual?.customerId].filter(
    (id, index, all): id is number => id !== undefined && id !== leader.customerId && all.indexOf(id) === index,
  );
  for (const customerId of outbid) emit(draft, { type: 'outbid', customerId, amount: price });
  return manual !== null && manual.customerId !== leader.customerId;
}
