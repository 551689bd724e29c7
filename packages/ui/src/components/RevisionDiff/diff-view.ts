/** A run of text of a word-level comparison: unchanged, or only in one of the two texts. */
export interface DiffPart {
  value: string;
  /** In the current text, not in the version. */
  added?: boolean;
  /** In the version, not in the current text. */
  removed?: boolean;
}

/** What a block of the body is, so the comparison draws a heading, a list item or code like one. */
export const diffBlockKinds = ['paragraph', 'heading', 'listItem', 'quote', 'code'] as const;
export type DiffBlockKind = (typeof diffBlockKinds)[number];

/**
 * How a block of the version stands against the current text: the same, in both with words changed,
 * only in the current text (added since), or only in the version (taken out since).
 */
export const diffBlockStatuses = ['unchanged', 'changed', 'added', 'removed'] as const;
export type DiffBlockStatus = (typeof diffBlockStatuses)[number];

/** One block of the body (a paragraph, heading, list item...) compared. */
export interface DiffBlock {
  status: DiffBlockStatus;
  kind: DiffBlockKind;
  /**
   * Its text: word by word for a changed block; one part, plain, added or removed, for the others.
   */
  parts: readonly DiffPart[];
}

/** A version compared with the editor's current text, field by field; the body block by block. */
export interface RevisionComparison {
  title: readonly DiffPart[];
  summary: readonly DiffPart[];
  body: readonly DiffBlock[];
}

export const isChangedPart = (part: DiffPart) => part.added === true || part.removed === true;
