/** The check-email-verified watch: which call, when it asks, what counts as confirmed, and that failures are ignored. */
import { describe, expect, it } from 'vitest';
import { CHECK_INTERVAL_MS, checkPathFor, confirmsAddress, MAX_POLLS, watchEmailVerified, type CheckAnswer } from './email-verified-watch.ts';

function harness(answers: (CheckAnswer | Error)[], visible = true) {
  const events = new EventTarget();
  const calls: number[] = [];
  let tick: (() => void) | null = null;
  let intervalMs = 0;
  let verified = 0;
  const state = { visible };
  const stop = watchEmailVerified({
    check: () => {
      calls.push(calls.length);
      const next = answers.shift() ?? { status: null };
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
    onVerified: () => {
      verified += 1;
    },
    events,
    visible: () => state.visible,
    every: (run, ms) => {
      tick = run;
      intervalMs = ms;
      return () => {
        tick = null;
      };
    },
  });
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return {
    events,
    calls,
    state,
    stop,
    settle,
    tick: () => tick?.(),
    timerRunning: () => tick !== null,
    intervalMs: () => intervalMs,
    verified: () => verified,
  };
}

describe('check-email-verified calls', () => {
  it('asks by the profile type, dealers only with a dealer record', () => {
    expect(checkPathFor({ profileType: 'PRIVATE', merchant: null })).toBe('/private/customer/check-email-verified');
    expect(checkPathFor({ profileType: 'COMMERCIAL', merchant: null })).toBe('/private/customer/commercial/check-email-verified');
    expect(checkPathFor({ profileType: 'MERCHANT', merchant: { merchantId: 3, accepted: null, blocked: false } })).toBe('/private/merchant/check-email-verified');
    expect(checkPathFor({ profileType: 'MERCHANT', merchant: null })).toBe('/private/customer/check-email-verified');
  });

  it('counts the three verified statuses and a confirmed address, nothing else', () => {
    expect(confirmsAddress({ status: 'PRIVATE_COMPLETE_AND_EMAIL_VERIFIED' })).toBe(true);
    expect(confirmsAddress({ status: 'MERCHANT_COMPLETE_AND_EMAIL_VERIFIED' })).toBe(true);
    expect(confirmsAddress({ status: null, emailVerified: true })).toBe(true);
    expect(confirmsAddress({ status: 'PRIVATE_COMPLETE_BUT_EMAIL_NOT_VERIFIED', emailVerified: false })).toBe(false);
    expect(confirmsAddress({ status: 'IMPORT_FROM_MOBILE_DE_FAILED' })).toBe(false);
    expect(confirmsAddress({ status: null })).toBe(false);
    expect(confirmsAddress(null)).toBe(false);
  });
});

describe('the watch', () => {
  it('asks on focus, on coming into view and on the timer, and stops once the address is confirmed', async () => {
    const watch = harness([{ status: null, emailVerified: false }, { status: null, emailVerified: false }, { status: null, emailVerified: true }]);
    expect(watch.intervalMs()).toBe(CHECK_INTERVAL_MS);
    expect(watch.calls).toHaveLength(0);
    watch.events.dispatchEvent(new Event('focus'));
    await watch.settle();
    watch.events.dispatchEvent(new Event('visibilitychange'));
    await watch.settle();
    watch.tick();
    await watch.settle();
    expect(watch.calls).toHaveLength(3);
    expect(watch.verified()).toBe(1);
    expect(watch.timerRunning()).toBe(false);
    watch.events.dispatchEvent(new Event('focus'));
    await watch.settle();
    expect(watch.calls).toHaveLength(3);
  });

  it('ignores failures and asks again next time', async () => {
    const watch = harness([new Error('offline'), { status: 'COMMERCIAL_COMPLETE_AND_EMAIL_VERIFIED' }]);
    watch.tick();
    await watch.settle();
    expect(watch.verified()).toBe(0);
    watch.tick();
    await watch.settle();
    expect(watch.verified()).toBe(1);
  });

  it('does not ask from a hidden tab, nor twice at once', async () => {
    const watch = harness([], false);
    watch.tick();
    watch.events.dispatchEvent(new Event('focus'));
    expect(watch.calls).toHaveLength(0);
    watch.state.visible = true;
    watch.tick();
    watch.tick();
    expect(watch.calls).toHaveLength(1);
    await watch.settle();
    watch.stop();
  });

  it('stops polling after the limit but still asks when the tab comes back', async () => {
    const watch = harness([]);
    for (let i = 0; i < MAX_POLLS + 1; i++) {
      watch.tick();
      await watch.settle();
    }
    expect(watch.calls).toHaveLength(MAX_POLLS);
    expect(watch.timerRunning()).toBe(false);
    watch.events.dispatchEvent(new Event('visibilitychange'));
    await watch.settle();
    expect(watch.calls).toHaveLength(MAX_POLLS + 1);
    watch.stop();
  });
});
