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
    running = save().then(
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
      if (!running) return start();
      // One follow-up at most: later requests share it, since it sends the newest state when it starts.
      queued ??= running.then(() => {
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
