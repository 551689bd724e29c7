import type { Database } from '../db/client';
import { AnswerCache } from './answer-cache';
import { type ChangeFeed, followChanges } from './change-feed';

export interface ResponseCache {
  answers: AnswerCache;
  changes: ChangeFeed;
}

/** A response cache of `maxBytes` that drops answers as the database announces changes to them. */
export async function openResponseCache(database: Database, maxBytes: number): Promise<ResponseCache> {
  const answers = new AnswerCache(maxBytes);
  const changes = await followChanges(database, (tags) => answers.invalidate(tags));
  return { answers, changes };
}
