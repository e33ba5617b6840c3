/**
 * The spec's timings for the route progress bar (5000 ms duration, 200 ms throttle) and the fetch minimum delay
 * (200 ms), with the bar's estimate: it creeps towards the end and reaches it only when the page is there.
 */

export const PROGRESS_DURATION_MS = 5000;
/** Navigations faster than this never show the bar, so quick pages do not flash it. */
export const PROGRESS_THROTTLE_MS = 200;
/** How often the estimate advances while the bar shows. */
export const PROGRESS_TICK_MS = 100;
/** How long the full bar stays before it fades, so the end is seen. */
export const PROGRESS_DONE_MS = 300;
export const FETCH_MINIMUM_DELAY_MS = 200;

/**
 * Fraction shown after `elapsed` ms of loading, in [0, 0.9]: the arctangent curve of Nuxt's loading indicator (about
 * 0.7 at the duration), capped so that a slow page never looks finished before it is.
 */
export function estimatedProgress(elapsed: number, duration = PROGRESS_DURATION_MS): number {
  if (!(elapsed > 0)) return 0;
  return Math.min(0.9, (2 / Math.PI) * Math.atan((elapsed / duration) * 2));
}

/**
 * Resolves or rejects like `work`, but not before `ms` have passed since the call: a "Saving…" state that shows
 * for a moment only reads as a flicker, so a pending state always lasts long enough to be seen.
 */
export async function withMinimumDelay<T>(work: Promise<T>, ms = FETCH_MINIMUM_DELAY_MS, wait = sleep): Promise<T> {
  const [outcome] = await Promise.all([work.then((value) => ({ ok: true as const, value }), (error: unknown) => ({ ok: false as const, error })), wait(ms)]);
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
