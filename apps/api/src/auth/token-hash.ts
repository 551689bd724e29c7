import { createHash } from 'node:crypto';

/** Opaque tokens (refresh, reset) are stored only as this hash: a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
