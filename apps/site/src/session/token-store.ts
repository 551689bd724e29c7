import type { LoginAnswer } from '@pupitre/data';

/** The browser storage keys of the spec (reading-area §3). */
export const STORAGE_KEYS = {
  userToken: 'userToken',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userName: 'userName',
  isSuperUser: 'isSuperUser',
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();

function stores(): Storage[] {
  if (typeof window === 'undefined') return [];
  return [window.localStorage, window.sessionStorage];
}

/** 'Recordarme' keeps the session in localStorage; without it the session ends with the tab. */
function read(key: string): string | null {
  for (const storage of stores()) {
    const value = storage.getItem(key);
    if (value !== null) return value;
  }
  return null;
}

function clearAll() {
  for (const storage of stores()) {
    for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key);
  }
}

export const tokenStore = {
  accessToken: () => read(STORAGE_KEYS.accessToken),
  refreshToken: () => read(STORAGE_KEYS.refreshToken),
  userName: () => read(STORAGE_KEYS.userName),
  isSuperuser: () => read(STORAGE_KEYS.isSuperUser) === 'true',

  saveLogin(answer: LoginAnswer, remember: boolean) {
    clearAll();
    const storage = remember ? window.localStorage : window.sessionStorage;
    storage.setItem(STORAGE_KEYS.accessToken, answer.access);
    storage.setItem(STORAGE_KEYS.userToken, answer.access);
    storage.setItem(STORAGE_KEYS.refreshToken, answer.refresh);
    storage.setItem(STORAGE_KEYS.userName, answer.username);
    storage.setItem(STORAGE_KEYS.isSuperUser, String(answer.is_superuser));
    notify();
  },

  /** After a refresh: same storage as the session it renews. */
  saveTokens(access: string, refresh: string) {
    const storage =
      window.localStorage.getItem(STORAGE_KEYS.refreshToken) !== null
        ? window.localStorage
        : window.sessionStorage;
    storage.setItem(STORAGE_KEYS.accessToken, access);
    storage.setItem(STORAGE_KEYS.userToken, access);
    storage.setItem(STORAGE_KEYS.refreshToken, refresh);
  },

  saveSuperuser(isSuperuser: boolean) {
    const storage =
      window.localStorage.getItem(STORAGE_KEYS.accessToken) !== null
        ? window.localStorage
        : window.sessionStorage;
    storage.setItem(STORAGE_KEYS.isSuperUser, String(isSuperuser));
  },

  clear() {
    clearAll();
    notify();
  },

  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function notify() {
  for (const listener of listeners) listener();
}
