/**
 * Where recovery copies live in localStorage. A saved post has one copy per post, shared by the
 * tabs that edit it; a new post has one per tab, so two new posts written side by side never mix.
 * A copy offered back and not yet answered is set aside under its own key, in the namespace of the
 * tab that offers it, so writing meanwhile never touches it.
 */
/** Every copy's key starts so. */
export const DRAFT_KEYS_PREFIX = 'pupitre:editor:';
const PREFIX = DRAFT_KEYS_PREFIX;
const ASIDE_PREFIX = `${PREFIX}oferta:`;

/** What a copy is of: a post's id, or 'nuevo' for a post the server has not seen yet. */
export const NEW_POST = 'nuevo';

/** Where every new post's copy went before copies were kept per tab; such a copy belongs to no tab. */
export const SHARED_NEW_POST_KEY = `${PREFIX}${NEW_POST}`;

/** The copy autosave writes: pupitre:editor:{id}, or pupitre:editor:nuevo:{tab} before the post has an id. */
export function localDraftKey(postId: number | string | null | undefined, tab: string): string {
  return postId === undefined || postId === null || postId === ''
    ? `${SHARED_NEW_POST_KEY}:${tab}`
    : `${PREFIX}${postId}`;
}

export function asideKeyPrefix(doc: string, tab: string): string {
  return `${ASIDE_PREFIX}${doc}:${tab}:`;
}

export function asideKeysPrefix(doc: string): string {
  return `${ASIDE_PREFIX}${doc}:`;
}

/** The new posts' copies, the shared one of older versions included. */
export const NEW_POST_KEYS_PREFIX = SHARED_NEW_POST_KEY;

export type DraftKey =
  /** A copy autosave writes; `tab` is absent for a saved post's, '' for the shared one of old. */
  | { kind: 'working'; doc: string; tab?: string }
  /** A copy set aside while it is offered back, by the tab that offers it. */
  | { kind: 'aside'; doc: string; tab: string };

export function parseDraftKey(key: string): DraftKey | undefined {
  if (key.startsWith(ASIDE_PREFIX)) {
    const [doc, tab, stamp] = key.slice(ASIDE_PREFIX.length).split(':');
    return doc && tab && stamp ? { kind: 'aside', doc, tab } : undefined;
  }
  if (!key.startsWith(PREFIX)) return undefined;
  const [doc, tab, ...rest] = key.slice(PREFIX.length).split(':');
  if (!doc || rest.length > 0) return undefined;
  if (doc === NEW_POST) return { kind: 'working', doc, tab: tab ?? '' };
  return tab === undefined ? { kind: 'working', doc } : undefined;
}

/** The post a key's copy is of, for the keys autosave writes. */
export function draftDocOf(key: string): string {
  return parseDraftKey(key)?.doc ?? NEW_POST;
}
