interface ServerSaveTimerOptions {
  /** Save this long after the last change... */
  quietMs: number;
  /** ...but no later than this after the first change not yet saved. */
  maxWaitMs: number;
  save(): Promise<void>;
  now?: () => number;
}

/**
 * When to write the draft to the server while the author types: after a pause, or at the latest
 * `maxWaitMs` after the first unsaved change. One write at a time: a change made while a write is
 * on its way is saved by the next one, never by two racing requests.
 */
export function createServerSaveTimer({ quietMs, maxWaitMs, save, now = Date.now }: ServerSaveTimerOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstUnsavedAt: number | undefined;
  let writing = false;
  let changedWhileWriting = false;

  const run = async () => {
    timer = undefined;
    firstUnsavedAt = undefined;
    writing = true;
    try {
      await save();
    } finally {
      writing = false;
      if (changedWhileWriting) {
        changedWhileWriting = false;
        schedule();
      }
    }
  };

  function schedule() {
    if (writing) {
      changedWhileWriting = true;
      return;
    }
    const at = now();
    firstUnsavedAt ??= at;
    const wait = Math.max(0, Math.min(quietMs, firstUnsavedAt + maxWaitMs - at));
    clearTimeout(timer);
    timer = setTimeout(run, wait);
  }

  return {
    schedule,
    /** Saves now (a retry, or the network back), or right after the write on its way. */
    flush: () => {
      clearTimeout(timer);
      timer = undefined;
      if (writing) changedWhileWriting = true;
      else void run();
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      firstUnsavedAt = undefined;
      changedWhileWriting = false;
    },
  };
}
