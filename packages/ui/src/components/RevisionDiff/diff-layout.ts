import { type DiffBlock, type DiffPart, isChangedPart, type RevisionComparison } from './diff-view';

/** Unchanged blocks kept in sight on each side of a change, so it reads in its place. */
export const CONTEXT_BLOCKS = 1;
/** Fewer unchanged blocks than this are shown rather than folded: a button for two would not help. */
export const MIN_FOLDED_BLOCKS = 3;

/**
 * A piece of the body as the comparison draws it. `start` is the place of its first block in the body:
 * pieces never move, so it names a fold to expand and keys the piece.
 */
export type BodyPiece =
  | { type: 'change'; change: number; start: number; blocks: readonly DiffBlock[] }
  | { type: 'unchanged'; start: number; blocks: readonly DiffBlock[] }
  | { type: 'fold'; start: number; blocks: readonly DiffBlock[] };

export interface DiffLayout {
  /** The title's change number (from 0) when the title changed. */
  titleChange?: number;
  summaryChange?: number;
  body: BodyPiece[];
  /** How many changes 'Siguiente cambio' goes through: the title, the summary and the body's runs. */
  changeCount: number;
}

const hasChange = (parts: readonly DiffPart[]) => parts.some(isChangedPart);

/** Unchanged blocks from `start`: the ones beside a change stay, the rest fold when there are enough. */
function unchangedPieces(
  blocks: readonly DiffBlock[],
  start: number,
  changeBefore: boolean,
  changeAfter: boolean,
): BodyPiece[] {
  const head = changeBefore ? Math.min(CONTEXT_BLOCKS, blocks.length) : 0;
  const tail = changeAfter ? Math.min(CONTEXT_BLOCKS, blocks.length - head) : 0;
  const folded = blocks.length - head - tail;
  if (folded < MIN_FOLDED_BLOCKS) return [{ type: 'unchanged', start, blocks }];
  const pieces: BodyPiece[] = [];
  if (head > 0) pieces.push({ type: 'unchanged', start, blocks: blocks.slice(0, head) });
  pieces.push({ type: 'fold', start: start + head, blocks: blocks.slice(head, head + folded) });
  if (tail > 0) {
    pieces.push({ type: 'unchanged', start: start + head + folded, blocks: blocks.slice(head + folded) });
  }
  return pieces;
}

/**
 * Where the changes are and what folds: each run of changed, added or removed blocks is one change;
 * long runs of unchanged blocks fold, but for the block next to each change.
 */
export function layoutDiff(comparison: RevisionComparison): DiffLayout {
  let changeCount = 0;
  const titleChange = hasChange(comparison.title) ? changeCount++ : undefined;
  const summaryChange = hasChange(comparison.summary) ? changeCount++ : undefined;
  const body: BodyPiece[] = [];
  const blocks = comparison.body;
  let index = 0;
  while (index < blocks.length) {
    const start = index;
    const unchanged = blocks[index]?.status === 'unchanged';
    while (index < blocks.length && (blocks[index]?.status === 'unchanged') === unchanged) index++;
    const run = blocks.slice(start, index);
    if (unchanged) body.push(...unchangedPieces(run, start, start > 0, index < blocks.length));
    else body.push({ type: 'change', change: changeCount++, start, blocks: run });
  }
  return { titleChange, summaryChange, body, changeCount };
}
