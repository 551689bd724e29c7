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

/**
 * Follows the database's change notices. Notices on one channel arrive in commit order, so a fence
 * (a notice of our own, sent after a write committed) arriving means every change before it has too.
 */
export async function followChanges(
  database: Pick<Database, 'listen' | 'notify'>,
  onChange: (tags: readonly string[]) => void,
): Promise<ChangeFeed> {
  const instance = `${FENCE}${randomUUID()}:`;
  const waiting = new Map<string, () => void>();
  let sent = 0;

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

  return {
    async settled() {
      sent += 1;
      const fence = `${instance}${sent}`;
      const arrived = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(fence);
          onChange([ALL]);
          resolve();
        }, FENCE_TIMEOUT_MS);
        waiting.set(fence, () => {
          clearTimeout(timer);
          waiting.delete(fence);
          resolve();
        });
      });
      try {
        await database.notify(CHANGES_CHANNEL, fence);
      } catch {
        // The write itself committed; its answer must not fail because the fence could not be sent.
        waiting.get(fence)?.();
        onChange([ALL]);
      }
      await arrived;
    },
    close: unlisten,
  };
}
