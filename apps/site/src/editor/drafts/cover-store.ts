/**
 * New covers' data URLs, kept in IndexedDB for the recovery copies: one write per cover change,
 * where localStorage would take the whole image again with every copy (every 300 ms of typing) and
 * refuse it past its few megabytes.
 */
export interface CoverStore {
  /** Rejects when the browser has no IndexedDB or refuses the write (private mode, a full disk). */
  put(id: string, dataUrl: string): Promise<void>;
  get(id: string): Promise<string | undefined>;
  remove(id: string): Promise<void>;
  /** Removes the covers no copy points at any more, once older than `olderThanMs`. */
  sweep(inUse: Set<string>, olderThanMs: number): Promise<void>;
}

const DATABASE = 'pupitre-editor';
const COVERS = 'portadas';

interface StoredCover {
  id: string;
  dataUrl: string;
  storedAt: number;
}

const settled = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const done = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new DOMException('Aborted', 'AbortError'));
  });

/** `factory` null: a browser without IndexedDB (or one that hides it), where every write is refused. */
export function indexedDbCoverStore(
  factory: IDBFactory | null = globalThis.indexedDB ?? null,
  now: () => number = Date.now,
): CoverStore {
  let opened: Promise<IDBDatabase> | undefined;
  const database = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      if (!factory) throw new DOMException('IndexedDB is not available.', 'NotSupportedError');
      const request = factory.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(COVERS, { keyPath: 'id' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new DOMException('IndexedDB is blocked.', 'InvalidStateError'));
    });
    // A refused open is tried again next time: the author may free space or leave private mode.
    opened.catch(() => {
      opened = undefined;
    });
    return opened;
  };
  const write = async (change: (covers: IDBObjectStore) => void) => {
    const transaction = (await database()).transaction(COVERS, 'readwrite');
    change(transaction.objectStore(COVERS));
    await done(transaction);
  };
  return {
    put: (id, dataUrl) =>
      write((covers) => covers.put({ id, dataUrl, storedAt: now() } satisfies StoredCover)),
    get: async (id) => {
      const transaction = (await database()).transaction(COVERS, 'readonly');
      const found = (await settled(transaction.objectStore(COVERS).get(id))) as StoredCover | undefined;
      return typeof found?.dataUrl === 'string' ? found.dataUrl : undefined;
    },
    remove: (id) => write((covers) => covers.delete(id)),
    sweep: async (inUse, olderThanMs) => {
      const transaction = (await database()).transaction(COVERS, 'readwrite');
      const covers = transaction.objectStore(COVERS);
      const all = (await settled(covers.getAll())) as StoredCover[];
      for (const cover of all) {
        if (!inUse.has(cover.id) && now() - cover.storedAt > olderThanMs) covers.delete(cover.id);
      }
      await done(transaction);
    },
  };
}

let current: CoverStore | undefined;

/** The browser's store, opened on first use. */
export function browserCoverStore(): CoverStore {
  current ??= indexedDbCoverStore(typeof indexedDB === 'undefined' ? null : indexedDB);
  return current;
}
