import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { ALL } from './answer-cache';

/** Where the database announces changes (migration 0007) and instances send their fences. */
export const CHANGES_CHANNEL = 'pupitre_cambios';
const FENCE = 'fence:';
// A fence that has not come back by then means the listening connection is in trouble: everything is
// dropped instead, which is always safe.
const FENCE_TIMEOUT_MS = 2_000;

export interface ChangeFeed {
  /**
   * Resolves once every change committed before the call has reached `onChange`: a write's answer waits
   * for it, so the next read on this instance never gets what the write replaced.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface ListenerWatch {
  /** How often a fence is sent to prove the listening connection still delivers. */
  everyMs: number;
  /** The listener stopped delivering (false) or delivers again (true). */
  onHealth: (healthy: boolean) => void;
}

/**
 * Follows the database's change notices. Notices on one channel arrive in commit order, so a fence
 * (a notice of our own, sent after a write committed) arriving means every change before it has too.
 * With a `watch`, a fence is also sent every few seconds: a listening connection that stalls without
 * dropping would otherwise leave replaced answers in the cache for as long as it stalls.
 */
export async function followChanges(
  database: Pick<Database, 'listen' | 'notify'>,
  onChange: (tags: readonly string[]) => void,
  watch?: ListenerWatch,
): Promise<ChangeFeed> {
  const instance = `${FENCE}${randomUUID()}:`;
  const waiting = new Map<string, () => void>();
  let sent = 0;
  let healthy = true;

  const unlisten = await database.listen(
    CHANGES_CHANNEL,
    (payload) => {
      if (payload.startsWith(FENCE)) {
        waiting.get(payload)?.();
        return;
      }
      onChange(payload.split(' '));
    },
    () => onChange([ALL]),
  );

  /** Whether a fence sent now comes back through the listener in time. */
  async function fenceArrives(): Promise<boolean> {
    sent += 1;
    const fence = `${instance}${sent}`;
    const arrived = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(fence);
        resolve(false);
      }, FENCE_TIMEOUT_MS);
      waiting.set(fence, () => {
        clearTimeout(timer);
        waiting.delete(fence);
        resolve(true);
      });
    });
    try {
      await database.notify(CHANGES_CHANNEL, fence);
    } catch {
      waiting.get(fence)?.();
      return false;
    }
    return arrived;
  }

  let checking = false;
  const checkListener = async () => {
    if (checking) return;
    checking = true;
    const delivers = await fenceArrives();
    checking = false;
    if (delivers === healthy) return;
    healthy = delivers;
    if (!delivers) onChange([ALL]);
    watch?.onHealth(delivers);
  };
  const timer = watch ? setInterval(checkListener, watch.everyMs) : undefined;
  timer?.unref();

  return {
    async settled() {
      // While the listener is unhealthy nothing is kept, so there is nothing a write could leave stale.
      if (!healthy) return;
      // The write itself committed: its answer must not fail, or wait longer, because the fence did.
      if (!(await fenceArrives())) onChange([ALL]);
    },
    async close() {
      clearInterval(timer);
      await unlisten();
    },
  };
}
