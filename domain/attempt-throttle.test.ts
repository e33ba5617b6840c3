import { describe, expect, it } from 'vitest';
import { countAttempt, delayAfter, delaySteps, retryAfterS, THROTTLES, type ThrottlePolicy, throttleOpen } from './attempt-throttle.ts';

const policy: ThrottlePolicy = { freeAttempts: 3, firstDelayS: 10, maxDelayS: 100, resetAfterS: 3600 };

describe('growing delays', () => {
  it('need no wait for the free attempts, then double from the first delay up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => delayAfter(policy, attempts))).toEqual([0, 0, 10, 20, 40, 80, 100, 100]);
    expect(delayAfter(policy, 10_000)).toBe(100);
  });

  it('list the steps below the cap and where the cap begins, matching delayAfter', () => {
    expect(delaySteps(policy)).toEqual({
      steps: [
        { attempts: 3, delayS: 10 },
        { attempts: 4, delayS: 20 },
        { attempts: 5, delayS: 40 },
        { attempts: 6, delayS: 80 },
      ],
      capFrom: 7,
    });
    for (const throttle of Object.values(THROTTLES)) {
      const { steps, capFrom } = delaySteps(throttle);
      for (const step of steps) expect(delayAfter(throttle, step.attempts)).toBe(step.delayS);
      expect(delayAfter(throttle, capFrom)).toBe(throttle.maxDelayS);
      expect(delayAfter(throttle, capFrom - 1)).toBeLessThan(throttle.maxDelayS);
    }
  });

  it('keep the sign-in pair stricter than the address ceiling, and every wait bounded', () => {
    expect(THROTTLES.signInPair.freeAttempts).toBeLessThan(THROTTLES.signInAddress.freeAttempts);
    for (const throttle of Object.values(THROTTLES)) expect(throttle.maxDelayS).toBeLessThanOrEqual(15 * 60);
  });
});

describe('counting attempts', () => {
  const now = 1_800_000_000_000;

  it('counts from one, sets the next allowed time and grows the wait', () => {
    let state = countAttempt(policy, null, now);
    expect(state).toEqual({ attempts: 1, nextAt: now });
    state = countAttempt(policy, state, now);
    state = countAttempt(policy, state, now);
    expect(state).toEqual({ attempts: 3, nextAt: now + 10_000 });
    expect(throttleOpen(state, now + 9_999)).toBe(false);
    expect(throttleOpen(state, now + 10_000)).toBe(true);
    expect(retryAfterS(state.nextAt, now + 9_001)).toBe(1);
    expect(retryAfterS(state.nextAt, now)).toBe(10);
    state = countAttempt(policy, state, now + 10_000);
    expect(state).toEqual({ attempts: 4, nextAt: now + 30_000 });
  });

  it('starts over once the throttle has been quiet for the reset time', () => {
    const busy = { attempts: 9, nextAt: now };
    expect(countAttempt(policy, busy, now + 3_600_000)).toEqual({ attempts: 10, nextAt: now + 3_700_000 });
    expect(countAttempt(policy, busy, now + 3_600_001)).toEqual({ attempts: 1, nextAt: now + 3_600_001 });
  });

  it('answers a Retry-After of at least one second', () => {
    expect(retryAfterS(now, now)).toBe(1);
    expect(retryAfterS(now - 5_000, now)).toBe(1);
  });
});
