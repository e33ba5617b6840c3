/** The availability check's schedule (with injected waits and HEAD) and the upload limiter. */
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_WAITS, createLimiter, waitUntilAvailable } from './upload.ts';

function fakes(answers: boolean[]) {
  const log: string[] = [];
  return {
    log,
    options: {
      wait: async (ms: number) => {
        log.push(`wait ${ms}`);
      },
      head: async (url: string) => {
        log.push(`head ${url}`);
        return answers.shift() ?? false;
      },
    },
  };
}

describe('waitUntilAvailable', () => {
  it('waits 100, 500, 2000, 5000 and 10000 ms before the five attempts', () => {
    expect(AVAILABILITY_WAITS).toEqual([100, 500, 2000, 5000, 10000]);
  });

  it('stops at the first attempt that answers', async () => {
    const { log, options } = fakes([false, false, true]);
    expect(await waitUntilAvailable('/media/a.jpg', options)).toBe(true);
    expect(log).toEqual(['wait 100', 'head /media/a.jpg', 'wait 500', 'head /media/a.jpg', 'wait 2000', 'head /media/a.jpg']);
  });

  it('gives up after the fifth failure', async () => {
    const { log, options } = fakes([]);
    expect(await waitUntilAvailable('/media/a.jpg', options)).toBe(false);
    expect(log.filter((line) => line.startsWith('head'))).toHaveLength(5);
    expect(log.filter((line) => line.startsWith('wait'))).toEqual(AVAILABILITY_WAITS.map((ms) => `wait ${ms}`));
  });

  it('ends when the upload is cancelled', async () => {
    const controller = new AbortController();
    const { log, options } = fakes([]);
    const wait = async (ms: number) => {
      await options.wait(ms);
      if (ms === 500) controller.abort();
    };
    await expect(waitUntilAvailable('/media/a.jpg', { ...options, wait, signal: controller.signal })).rejects.toThrow();
    expect(log).toEqual(['wait 100', 'head /media/a.jpg', 'wait 500']);
  });
});

describe('createLimiter', () => {
  it('runs at most two tasks at a time, in arrival order', async () => {
    const limit = createLimiter(2);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const tasks = [1, 2, 3, 4].map((n) =>
      limit(async () => {
        started.push(n);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return n;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    while (releases.length > 0 || started.length < 4) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(await Promise.all(tasks)).toEqual([1, 2, 3, 4]);
    expect(started).toEqual([1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('frees the slot of a failed task', async () => {
    const limit = createLimiter(1);
    await expect(limit(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await limit(async () => 'next')).toBe('next');
  });
});
