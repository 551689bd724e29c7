import { type KeyValueStorage, readItem, removeItem, writeItem } from './browser-storage';

/** Tells live tabs from closed or crashed ones, by a lock each tab holds while its page lives. */
export interface TabLocks {
  /** Holds the tab's lock for the page's lifetime; false when another live page holds it already. */
  hold(tab: string): Promise<boolean>;
  /**
   * Runs `claim` when no live page holds the tab's lock, and no other tab claims it at the same time;
   * answers whether it ran.
   */
  claimIfGone(tab: string, claim: () => void): Promise<boolean>;
}

export const tabLockName = (tab: string) => `pupitre:tab:${tab}`;

/**
 * The Web Locks API: the browser releases a page's locks when the page goes, closed, reloaded or
 * crashed alike, so a lock nobody holds is a tab that is gone.
 */
export function webTabLocks(locks: LockManager): TabLocks {
  return {
    hold: (tab) =>
      new Promise((resolve) => {
        locks
          .request(tabLockName(tab), { ifAvailable: true }, (lock) => {
            resolve(lock !== null);
            // Never settles: the lock is released with the page.
            return lock ? new Promise<never>(() => {}) : undefined;
          })
          .catch(() => resolve(false));
      }),
    claimIfGone: (tab, claim) =>
      locks
        .request(tabLockName(tab), { ifAvailable: true }, (lock) => {
          if (!lock) return false;
          claim();
          return true;
        })
        .catch(() => false),
  };
}

/** How often a tab says it lives where there are no locks, and how long a silent one counts as alive. */
export const HEARTBEAT_EVERY_MS = 20_000;
export const HEARTBEAT_STALE_MS = 120_000;

interface HeartbeatOptions {
  now?: () => number;
  /** Where the beats go; the browser's window in the app, nothing in tests. */
  page?: Pick<Window, 'addEventListener' | 'setInterval'>;
}

/**
 * Browsers without Web Locks (Safari before 15.4, pages not served over HTTPS): each tab writes the
 * time into localStorage every 20 s and removes it when the page goes. A tab unheard of for two
 * minutes is taken for gone; background tabs whose timers the browser slows still beat once a minute.
 * Nothing stops two tabs claiming at once here: the worst is a copy offered twice, never one lost.
 */
export function heartbeatTabLocks(storage: KeyValueStorage | null, options: HeartbeatOptions = {}): TabLocks {
  const now = options.now ?? Date.now;
  const beatKey = tabLockName;
  const heardOf = (tab: string) => {
    const at = Number(readItem(storage, beatKey(tab)));
    return Number.isFinite(at) && at > 0 && now() - at < HEARTBEAT_STALE_MS;
  };
  return {
    hold: async (tab) => {
      const beat = () => writeItem(storage, beatKey(tab), String(now()));
      beat();
      options.page?.setInterval(beat, HEARTBEAT_EVERY_MS);
      options.page?.addEventListener('pagehide', () => removeItem(storage, beatKey(tab)));
      options.page?.addEventListener('pageshow', beat);
      return true;
    },
    claimIfGone: async (tab, claim) => {
      if (heardOf(tab)) return false;
      claim();
      removeItem(storage, beatKey(tab));
      return true;
    },
  };
}
