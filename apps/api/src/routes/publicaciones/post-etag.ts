import { createHash } from 'node:crypto';
import type { PostWire } from '@pupitre/data';

/**
 * The post's entity tag: strong, over the JSON a read of the post answers, so any change a reader could
 * see changes it. The editor sends it back as If-Match; a save based on another version is refused.
 */
export function postEtag(post: PostWire): string {
  return `"${createHash('sha1').update(JSON.stringify(post)).digest('hex')}"`;
}

/**
 * If-Match compares strongly (RFC 9110 §13.1.1): `*` matches any stored post, a weak tag matches
 * nothing, and a list matches when one of its tags is the current one.
 */
export function ifMatchHolds(ifMatch: string, current: string): boolean {
  if (ifMatch.trim() === '*') return true;
  const tags = ifMatch.match(/(W\/)?"[^"]*"/g) ?? [];
  return tags.some((tag) => !tag.startsWith('W/') && tag === current);
}
