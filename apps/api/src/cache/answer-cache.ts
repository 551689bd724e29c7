import { LRUCache } from 'lru-cache';

/** Tags name what an answer shows (see `cache-tags.ts`); ALL drops every answer. */
export const ALL = '*';

/** A public answer held ready to send: its body in each encoding, with the headers for each. */
export interface StoredAnswer {
  /** Headers per encoding, Content-Encoding and Vary included; X-Request-Id is added per request. */
  headers: Record<Encoding, Record<string, string> | undefined>;
  /** The same headers as flat name, value lists, ready for node:http. */
  headerLists: Record<Encoding, string[] | undefined>;
  bodies: Record<Encoding, Uint8Array | undefined>;
  /** The ETag the answer was sent with, compared with If-None-Match. */
  etag: string | undefined;
  tags: readonly string[];
  /** The bytes the answer holds in memory, bodies and headers together. */
  size: number;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Public answers by request, bounded by the bytes they hold, with the keys each tag reaches so a
 * change drops exactly the answers that showed what changed.
 */
export class AnswerCache {
  readonly #answers: LRUCache<string, StoredAnswer>;
  readonly #keysByTag = new Map<string, Set<string>>();
  #generation = 0;
  #keeping = true;

  constructor(maxBytes: number) {
    this.#answers = new LRUCache<string, StoredAnswer>({
      maxSize: maxBytes,
      sizeCalculation: (answer) => answer.size,
      dispose: (answer, key) => this.#unindex(key, answer.tags),
    });
  }

  /** Raised by every invalidation: an answer read before it may show what changed. */
  get generation(): number {
    return this.#generation;
  }

  get(key: string): StoredAnswer | undefined {
    return this.#answers.get(key);
  }

  /**
   * Keeps an answer unless an invalidation arrived since `readAt` (a generation): the database may have
   * changed while it was read, after its rows were fetched.
   */
  set(key: string, answer: StoredAnswer, readAt: number): boolean {
    if (!this.#keeping || readAt !== this.#generation) return false;
    this.#answers.set(key, answer);
    if (!this.#answers.has(key)) return false;
    for (const tag of answer.tags) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.#keysByTag.set(tag, keys);
      }
      keys.add(key);
    }
    return true;
  }

  invalidate(tags: readonly string[]): void {
    this.#generation += 1;
    if (tags.includes(ALL)) {
      this.#answers.clear();
      return;
    }
    for (const tag of tags) {
      const keys = this.#keysByTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) this.#answers.delete(key);
    }
  }

  /** Drops every answer and keeps none until `resume`: while the change notices cannot be trusted. */
  suspend(): void {
    this.#keeping = false;
    this.invalidate([ALL]);
  }

  /** Keeps answers again; one read while suspended may have started before a change it never heard of. */
  resume(): void {
    this.#generation += 1;
    this.#keeping = true;
  }

  get size(): number {
    return this.#answers.size;
  }

  has(key: string): boolean {
    return this.#answers.has(key);
  }

  #unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
  }
}
