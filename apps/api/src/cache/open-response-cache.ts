import type { Database } from '../db/client';
import { AnswerCache } from './answer-cache';
import { type ChangeFeed, followChanges } from './change-feed';

export interface ResponseCache {
  answers: AnswerCache;
  changes: ChangeFeed;
}

/** How often an instance on a database server checks that its change listener still delivers. */
const LISTENER_CHECK_MS = 5_000;

/**
 * A response cache of `maxBytes` that drops answers as the database announces changes to them. On a
 * database server the listener is watched: while it stalls, the cache is emptied and keeps nothing.
 */
export async function openResponseCache(
  database: Database,
  maxBytes: number,
  onListenerHealth: (healthy: boolean) => void = () => {},
): Promise<ResponseCache> {
  const answers = new AnswerCache(maxBytes);
  // The embedded database runs in this process: its notices cannot stall apart from its queries.
  const watch =
    database.kind === 'pglite'
      ? undefined
      : {
          everyMs: LISTENER_CHECK_MS,
          onHealth: (healthy: boolean) => {
            if (healthy) answers.resume();
            else answers.suspend();
            onListenerHealth(healthy);
          },
        };
  const changes = await followChanges(database, (tags) => answers.invalidate(tags), watch);
  return { answers, changes };
}
