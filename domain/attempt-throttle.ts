/** Growing delays after repeated attempts (password sign-in, password re-entry): the pure rules and the policies. */

/** One throttle's numbers. A counted attempt beyond `freeAttempts` makes the next one wait, doubling up to the cap. */
export interface ThrottlePolicy {
  /** Attempts that need no wait between them. */
  freeAttempts: number;
  /** The wait after the `freeAttempts`-th attempt; every further attempt doubles it. */
  firstDelayS: number;
  /** The longest wait: a throttle slows guessing down, it never locks anyone out for good. */
  maxDelayS: number;
  /** A throttle left alone this long after its last wait ended starts counting from zero again. */
  resetAfterS: number;
}

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;

/**
 * The policies. Numbers are chosen so that a person who mistypes a few times never waits, and a guesser gets a few
 * dozen tries a day instead of thousands.
 */
export const THROTTLES = {
  // Per address and client (browser or connecting address): the old lock's five, then 15 s, 30 s, … up to 15 min.
  signInPair: { freeAttempts: 5, firstDelayS: 15, maxDelayS: 15 * MINUTE_S, resetAfterS: 24 * HOUR_S },
  // Per address across every client that never signed in to it: a guesser spreading tries over many connecting
  // addresses (a botnet) gets at most one try per 15 minutes once twenty are used. The owner's own browsers skip it.
  signInAddress: { freeAttempts: 20, firstDelayS: 30, maxDelayS: 15 * MINUTE_S, resetAfterS: 24 * HOUR_S },
  // Re-entering the password to change it or delete the account, per customer and sign-in (session): someone holding
  // a stolen session guesses as slowly as a stranger signing in.
  passwordRecheckSession: { freeAttempts: 5, firstDelayS: 15, maxDelayS: 15 * MINUTE_S, resetAfterS: 24 * HOUR_S },
  // The same per client across customers (one machine with many stolen sessions); above an office's honest use.
  passwordRecheckClient: { freeAttempts: 20, firstDelayS: 15, maxDelayS: 15 * MINUTE_S, resetAfterS: 24 * HOUR_S },
} as const satisfies Record<string, ThrottlePolicy>;

/** Seconds the next attempt has to wait after the `attempts`-th counted attempt (0: it may follow at once). */
export function delayAfter(policy: ThrottlePolicy, attempts: number): number {
  if (attempts < policy.freeAttempts) return 0;
  // Bounded exponent: 2^30 s is far beyond any cap, and larger powers would only lose precision.
  const doublings = Math.min(attempts - policy.freeAttempts, 30);
  return Math.min(policy.maxDelayS, policy.firstDelayS * 2 ** doublings);
}

/**
 * Every attempt count whose wait differs from zero and from the cap, with its wait, and the count from which the cap
 * holds. The database computes the next wait in the same statement that counts the attempt (from this table), so
 * parallel attempts cannot slip past each other.
 */
export function delaySteps(policy: ThrottlePolicy): { steps: { attempts: number; delayS: number }[]; capFrom: number } {
  const steps: { attempts: number; delayS: number }[] = [];
  let attempts = policy.freeAttempts;
  while (delayAfter(policy, attempts) < policy.maxDelayS) {
    steps.push({ attempts, delayS: delayAfter(policy, attempts) });
    attempts += 1;
  }
  return { steps, capFrom: attempts };
}

/** The state one throttle keeps: attempts counted and when the next may come (epoch ms). */
export interface ThrottleState {
  attempts: number;
  nextAt: number;
}

/** Whether an attempt may be made now. */
export function throttleOpen(state: Pick<ThrottleState, 'nextAt'> | null | undefined, now: number): boolean {
  return !state || state.nextAt <= now;
}

/** Whole seconds until the next attempt may come, at least 1 (the value of a Retry-After header). */
export function retryAfterS(nextAt: number, now: number): number {
  return Math.max(1, Math.ceil((nextAt - now) / 1000));
}

/** Whether a throttle has been quiet long enough to start over (its last wait ended `resetAfterS` ago). */
export function throttleExpired(policy: ThrottlePolicy, state: ThrottleState, now: number): boolean {
  return state.nextAt + policy.resetAfterS * 1000 < now;
}

/** The state after counting one more attempt at `now` (what the database's upsert computes, for tests and reading). */
export function countAttempt(policy: ThrottlePolicy, state: ThrottleState | null | undefined, now: number): ThrottleState {
  const attempts = !state || throttleExpired(policy, state, now) ? 1 : state.attempts + 1;
  return { attempts, nextAt: now + delayAfter(policy, attempts) * 1000 };
}
