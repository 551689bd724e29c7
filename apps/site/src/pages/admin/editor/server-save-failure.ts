import type { PostVersion } from '@pupitre/data';
import { PostConflict } from '../../../queries/save-channel';

/**
 * Why a save to the server failed, as the editor acts on it: tried again (no network, a timeout, a
 * server error), shown as a conflict, a sign-in, or a message a retry would only repeat.
 */
export type ServerSaveFailure =
  | { kind: 'retry' }
  | { kind: 'conflict'; theirs: PostVersion }
  | { kind: 'session' }
  | { kind: 'refused'; message: string };

export function serverSaveFailureOf(error: unknown): ServerSaveFailure {
  if (error instanceof PostConflict) return { kind: 'conflict', theirs: error.theirs };
  const status = (error as { status?: number } | null)?.status;
  if (status === 401) return { kind: 'session' };
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429)
    return { kind: 'refused', message: (error as Error).message };
  return { kind: 'retry' };
}
