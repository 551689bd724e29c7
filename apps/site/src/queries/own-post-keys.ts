export const POSTS_KEY = ['publicaciones'] as const;

/**
 * Everyone's "own posts" lists, dropped when a session ends: apart from the other post keys, so the
 * shell every page loads holds only these.
 */
export const ownPostKeys = {
  mine: () => [...POSTS_KEY, 'mias'] as const,
  mineOf: (username: string) => [...ownPostKeys.mine(), username] as const,
};
