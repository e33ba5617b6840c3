/**
 * The editor's save discipline (spec 001 section 4): one save in flight; a change that arrives meanwhile queues
 * exactly one follow-up save, which runs after the first returns and sends whatever is newest then. A failed save
 * resets the flags and rethrows, so the caller shows the error and keeps the unsaved changes.
 */
export interface SaveQueue {
  /** Asks for a save of the current state; resolves when a save that includes this request has finished. */
  request(): Promise<void>;
  readonly inFlight: boolean;
  readonly queued: boolean;
}

export function createSaveQueue(save: () => Promise<void>): SaveQueue {
  let inFlight = false;
  let queued: Promise<void> | null = null;
  let running: Promise<void> | null = null;

  function start(): Promise<void> {
    inFlight = true;
    let attempt: Promise<void>;
    try {
      attempt = save();
    } catch (error) {
      // A save that throws before returning its promise fails like one that rejects: flags reset, caller rejected.
      attempt = Promise.reject(error);
    }
    running = attempt.then(
      () => {
        inFlight = false;
        running = null;
      },
      (error: unknown) => {
        inFlight = false;
        running = null;
        queued = null;
        throw error;
      },
    );
    return running;
  }

  return {
    request() {
      // One follow-up at most: later requests share it, since it sends the newest state when it starts. This also
      // holds between a save's end and the follow-up's start, when a caller awaiting that save asks again.
      if (queued) return queued;
      if (!running) return start();
      queued = running.then(() => {
        queued = null;
        return start();
      });
      return queued;
    },
    get inFlight() {
      return inFlight;
    },
    get queued() {
      return queued !== null;
    },
  };
}
