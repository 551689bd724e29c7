import { revisionHistoryMessages } from '../../messages/groups';

/** What a revision's save was; the same stable values the API sends. */
export const revisionKinds = [
  'publish',
  'update',
  'draft',
  'autosave',
  'restore',
  'conflict',
  'before-restore',
  'changes',
] as const;
export type RevisionKind = (typeof revisionKinds)[number];

/** How the history names each kind of save, in the default Spanish (it reads `messages.revisionHistory.kinds`). */
export const revisionKindLabels: Record<RevisionKind, string> = revisionHistoryMessages.kinds;

/** One saved version as the history lists it. */
export interface RevisionEntry {
  id: number;
  kind: RevisionKind;
  /** When it was saved, machine-readable (ISO 8601), for <time dateTime>. */
  dateTime: string;
  /** The same moment as people read it, e.g. '15 jun 2026, 6:05' (the app formats it). */
  dateLabel: string;
  /**
   * The same moment in full, with its zone, shown beside the chosen version: '15 de junio de 2026,
   * 6:05 (hora de Ciudad de México)'. `dateLabel` when absent.
   */
  longDateLabel?: string;
  /** Who saved it; null when their account no longer exists. */
  author: string | null;
  title: string;
}

/** Where a part of the history stands: still loading, failed, or shown. */
export type LoadStatus = 'loading' | 'error' | 'ready';
