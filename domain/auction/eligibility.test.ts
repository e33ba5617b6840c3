import { describe, expect, it } from 'vitest';
import { A, B, END, HOUR, T0, agent, apply, bid, buyingChance, buyNow, endedBelowTarget, eventsOf, expectRefused, lateOffer, operator, reneg, running, run, seller } from './test-fixtures.ts';
import type { Actor } from './types.ts';

const unverified: Actor = { ...B, emailVerified: false };
const termsOutdated: Actor = { ...B, termsAccepted: false };

describe('binding actions need a verified e-mail and the terms in force', () => {
  it('refuses bids, agents, buy-now and late offers of a merchant whose e-mail is not verified', () => {
    const opened = running();
    expectRefused(opened, bid(unverified, 10_000), T0 + 1, 'email_not_verified');
    expectRefused(run(opened, [[bid(A, 10_000), T0 + 1]]), agent(unverified, 20_000), T0 + 2, 'email_not_verified');
    expectRefused(opened, buyNow(unverified), T0 + 1, 'email_not_verified');
    expectRefused(buyingChance(), lateOffer(unverified, 16_000), END + 25 * HOUR, 'email_not_verified');
  });

  it('refuses the same of a merchant who has not accepted the current terms', () => {
    expectRefused(running(), bid(termsOutdated, 10_000), T0 + 1, 'terms_not_accepted');
    expectRefused(buyingChance(), lateOffer(termsOutdated, 16_000), END + 25 * HOUR, 'terms_not_accepted');
  });

  it('lets a dealer who may no longer bid decline a counter offer, but not accept it', () => {
    const countered = run(endedBelowTarget(), [[reneg(seller, 'counter', { amount: 18_000 }), END + 1]]);
    expectRefused(countered, reneg({ ...A, merchant: 'blocked' }, 'accept'), END + 2, 'merchant_blocked');
    expect(apply(countered, reneg({ ...A, merchant: 'blocked' }, 'decline'), END + 2).state.status).not.toBe('sold');
  });
});

describe('an operator suspends a blocked merchant', () => {
  it('removes their agent at once, so it answers no further bid', () => {
    const withAgent = run(running(), [
      [bid(A, 10_000), T0 + 1],
      [agent(A, 30_000), T0 + 2],
    ]);
    const suspended = apply(withAgent, { type: 'suspend_bidder', actor: operator, customerId: A.customerId }, T0 + 3);
    expect(eventsOf(suspended.events, 'agent_removed')).toEqual([expect.objectContaining({ customerId: A.customerId })]);
    const answered = apply(suspended.state, bid(B, 10_250), T0 + 4);
    expect(answered.state.highest).toMatchObject({ customerId: B.customerId, amount: 10_250 });
    expect(eventsOf(answered.events, 'bid_placed').map((event) => event.customerId)).toEqual([B.customerId]);
  });

  it('is for operators only and changes nothing for a merchant without an agent', () => {
    expectRefused(running(), { type: 'suspend_bidder', actor: seller, customerId: A.customerId }, T0 + 1, 'not_operator');
    expect(apply(running(), { type: 'suspend_bidder', actor: operator, customerId: A.customerId }, T0 + 1).events).toEqual([]);
  });
});

describe('deleting an ad', () => {
  it('closes a buying chance so no late offer, acceptance or restart can follow', () => {
    const chance = buyingChance();
    const deleted = apply(chance, { type: 'delete', actor: seller }, END + 25 * HOUR);
    expect(deleted.state.status).toBe('inactive');
    expect(deleted.state.deletedAt).toBe(END + 25 * HOUR);
    expectRefused(deleted.state, lateOffer(B, 16_000), END + 26 * HOUR, 'offer_unavailable');
    expectRefused(deleted.state, buyNow(B), END + 26 * HOUR, 'offer_unavailable');
    expectRefused(deleted.state, { type: 'resubmit', actor: seller, schedule: { startsAt: END + 27 * HOUR, endingAt: END + 40 * HOUR } }, END + 26 * HOUR, 'wrong_status');
    expectRefused(deleted.state, reneg(seller, 'accept'), END + 26 * HOUR, 'wrong_status');
  });

  it('is refused while a late offer binds the seller, and a repeated deletion changes nothing', () => {
    const offered = run(buyingChance(), [[lateOffer(B, 16_000), END + 25 * HOUR]]);
    expectRefused(offered, { type: 'delete', actor: seller }, END + 25 * HOUR + 1, 'wrong_status');
    const deleted = apply(buyingChance(), { type: 'delete', actor: seller }, END + 25 * HOUR).state;
    expect(apply(deleted, { type: 'delete', actor: seller }, END + 26 * HOUR).events).toEqual([]);
  });

  it('is the seller’s (or an operator’s) decision only', () => {
    expectRefused(buyingChance(), { type: 'delete', actor: B }, END + 25 * HOUR, 'not_seller');
  });
});
