// The editor's save discipline: one save in flight, one shared follow-up, failures reset and reject.
import { describe, expect, it } from 'vitest';
import { createSaveQueue } from './save-queue.ts';

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
}

function deferred(): Deferred {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A save function whose calls are counted and each settled by hand, plus a log of what happened in which order. */
function controlledSave() {
  const calls: Deferred[] = [];
  const log: string[] = [];
  const concurrency = { now: 0, most: 0 };
  const save = () => {
    const call = deferred();
    const number = calls.push(call);
    log.push(`start ${number}`);
    concurrency.now += 1;
    concurrency.most = Math.max(concurrency.most, concurrency.now);
    return call.promise.then(
      () => {
        concurrency.now -= 1;
        log.push(`end ${number}`);
      },
      (error: unknown) => {
        concurrency.now -= 1;
        throw error;
      },
    );
  };
  const call = (index: number): Deferred => {
    const found = calls[index];
    if (!found) throw new Error(`save ${index + 1} was not started`);
    return found;
  };
  return { save, calls, log, call, concurrency };
}

/** Lets every pending promise reaction run (no timers involved). */
async function settle(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
}

describe('save queue', () => {
  it('starts a save at once when nothing is in flight', async () => {
    const { save, calls } = controlledSave();
    const queue = createSaveQueue(save);
    expect(queue.inFlight).toBe(false);
    const first = queue.request();
    expect(calls).toHaveLength(1);
    expect(queue.inFlight).toBe(true);
    expect(queue.queued).toBe(false);
    calls[0]?.resolve();
    await first;
    expect(queue.inFlight).toBe(false);
  });

  it('a request while saving queues one follow-up that starts only after the first returns', async () => {
    const { save, calls, log, call } = controlledSave();
    const queue = createSaveQueue(save);
    const first = queue.request();
    const second = queue.request();
    await settle();
    expect(calls).toHaveLength(1);
    expect(queue.queued).toBe(true);
    call(0).resolve();
    await first;
    await settle();
    expect(calls).toHaveLength(2);
    expect(queue.inFlight).toBe(true);
    expect(queue.queued).toBe(false);
    call(1).resolve();
    await second;
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    expect(queue.inFlight).toBe(false);
  });

  it('more requests meanwhile share the one follow-up', async () => {
    const { save, calls, call } = controlledSave();
    const queue = createSaveQueue(save);
    queue.request();
    const second = queue.request();
    const third = queue.request();
    const fourth = queue.request();
    expect(third).toBe(second);
    expect(fourth).toBe(second);
    call(0).resolve();
    await settle();
    call(1).resolve();
    await Promise.all([second, third, fourth]);
    expect(calls).toHaveLength(2);
  });

  it('the follow-up resolves only when its own save has finished', async () => {
    const { save, call } = controlledSave();
    const queue = createSaveQueue(save);
    queue.request();
    let followUpDone = false;
    const second = queue.request().then(() => {
      followUpDone = true;
    });
    call(0).resolve();
    await settle();
    expect(followUpDone).toBe(false);
    call(1).resolve();
    await second;
    expect(followUpDone).toBe(true);
  });

  it('a request during the follow-up queues a new follow-up', async () => {
    const { save, calls, log, call } = controlledSave();
    const queue = createSaveQueue(save);
    queue.request();
    const second = queue.request();
    call(0).resolve();
    await settle();
    const third = queue.request();
    expect(third).not.toBe(second);
    expect(calls).toHaveLength(2);
    call(1).resolve();
    await second;
    await settle();
    call(2).resolve();
    await third;
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('a caller that saves again right after its save returned never runs two saves at once', async () => {
    const { save, calls, call, concurrency } = controlledSave();
    const queue = createSaveQueue(save);
    const first = queue.request();
    // Registered before the follow-up exists, so it runs first when the save returns.
    const again = first.then(() => queue.request());
    const second = queue.request();
    call(0).resolve();
    await settle();
    expect(calls).toHaveLength(2);
    expect(concurrency.most).toBe(1);
    call(1).resolve();
    await Promise.all([second, again]);
    expect(calls).toHaveLength(2);
  });

  it('a failure rejects the running and the queued request and resets the flags', async () => {
    const { save, calls, call } = controlledSave();
    const queue = createSaveQueue(save);
    const first = queue.request();
    const second = queue.request();
    const error = new Error('network down');
    const outcomes = [expect(first).rejects.toBe(error), expect(second).rejects.toBe(error)];
    call(0).reject(error);
    await Promise.all(outcomes);
    expect(calls).toHaveLength(1);
    expect(queue.inFlight).toBe(false);
    expect(queue.queued).toBe(false);
  });

  it('a failed follow-up rejects its callers but not the earlier, successful save', async () => {
    const { save, call } = controlledSave();
    const queue = createSaveQueue(save);
    const first = queue.request();
    const second = queue.request();
    call(0).resolve();
    await first;
    await settle();
    const error = new Error('conflict');
    const outcome = expect(second).rejects.toBe(error);
    call(1).reject(error);
    await outcome;
    expect(queue.inFlight).toBe(false);
  });

  it('after a failure the next request starts a fresh save at once', async () => {
    const { save, calls, call } = controlledSave();
    const queue = createSaveQueue(save);
    const first = queue.request();
    const second = queue.request();
    const outcomes = [expect(first).rejects.toThrow('timeout'), expect(second).rejects.toThrow('timeout')];
    call(0).reject(new Error('timeout'));
    await Promise.all(outcomes);
    const retry = queue.request();
    expect(calls).toHaveLength(2);
    expect(queue.inFlight).toBe(true);
    call(1).resolve();
    await expect(retry).resolves.toBeUndefined();
  });

  it('a save that fails at once is a rejected request', async () => {
    const queue = createSaveQueue(() => Promise.reject(new Error('offline')));
    await expect(queue.request()).rejects.toThrow('offline');
    expect(queue.inFlight).toBe(false);
  });

  it('a save that throws before returning a promise is a rejected request too, and resets the flags', async () => {
    const queue = createSaveQueue(() => {
      throw new Error('no connection');
    });
    await expect(queue.request()).rejects.toThrow('no connection');
    expect(queue.inFlight).toBe(false);
  });
});
