/** The progress bar's estimate and the fetch minimum delay. */
import { describe, expect, it } from 'vitest';
import { estimatedProgress, FETCH_MINIMUM_DELAY_MS, PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS, withMinimumDelay } from './route-progress.ts';

describe('route progress estimate', () => {
  it('uses the spec timings', () => {
    expect(PROGRESS_DURATION_MS).toBe(5000);
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    expect(FETCH_MINIMUM_DELAY_MS).toBe(200);
  });

  it('starts at zero, grows steadily and reaches about 70 % at the duration', () => {
    expect(estimatedProgress(0)).toBe(0);
    expect(estimatedProgress(-5)).toBe(0);
    const samples = [100, 500, 1000, 2500, 5000].map((elapsed) => estimatedProgress(elapsed));
    for (let i = 1; i < samples.length; i++) expect(samples[i]).toBeGreaterThan(samples[i - 1] ?? 0);
    expect(estimatedProgress(PROGRESS_DURATION_MS)).toBeCloseTo(0.705, 2);
  });

  it('never shows a slow page as finished', () => {
    expect(estimatedProgress(60_000)).toBe(0.9);
    expect(estimatedProgress(Number.POSITIVE_INFINITY)).toBe(0.9);
  });
});

describe('fetch minimum delay', () => {
  /** A controllable clock: the wait resolves when the test says so, and records what it was asked for. */
  function manualWait() {
    const asked: number[] = [];
    let release: () => void = () => undefined;
    const wait = (ms: number) => {
      asked.push(ms);
      return new Promise<void>((resolve) => (release = resolve));
    };
    return { wait, asked, release: () => release() };
  }

  it('holds a fast answer until the minimum delay has passed', async () => {
    const clock = manualWait();
    let settled = false;
    const result = withMinimumDelay(Promise.resolve('saved'), FETCH_MINIMUM_DELAY_MS, clock.wait).then((value) => {
      settled = true;
      return value;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(clock.asked).toEqual([200]);
    clock.release();
    expect(await result).toBe('saved');
  });

  it('passes a failure on, also after the delay', async () => {
    const clock = manualWait();
    const result = withMinimumDelay(Promise.reject(new Error('refused')), 200, clock.wait);
    clock.release();
    await expect(result).rejects.toThrow('refused');
  });

  it('adds nothing to an answer slower than the delay', async () => {
    const value = await withMinimumDelay(new Promise<number>((resolve) => setTimeout(() => resolve(7), 5)), 0);
    expect(value).toBe(7);
  });
});
