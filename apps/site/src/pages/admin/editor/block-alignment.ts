import type { DiffBlock, DiffBlockKind } from '@pupitre/ui/fragments';
import { diffArrays, diffWords } from 'diff';

/** A block of a post body as the comparison reads it: its kind and its plain text. */
export interface TextBlock {
  kind: DiffBlockKind;
  text: string;
}

/**
 * Two blocks in the same place at least this alike (the share of words they have in common) are one
 * block edited, shown word by word; less alike, one was taken out and another written.
 */
export const SAME_BLOCK_SIMILARITY = 0.4;

/** Beyond this many candidate pairs in one place (a rewrite), blocks are shown whole, not paired. */
const MAX_CANDIDATE_PAIRS = 40_000;

const wordsOf = (text: string) => text.toLocaleLowerCase('es').match(/[\p{L}\p{N}]+/gu) ?? [];

/** How alike two texts are, from 0 to 1: twice the words they share over all their words. */
export function similarity(a: string, b: string): number {
  const left = wordsOf(a);
  const right = wordsOf(b);
  if (left.length + right.length === 0) return a.trim() === b.trim() ? 1 : 0;
  const unmatched = new Map<string, number>();
  for (const word of left) unmatched.set(word, (unmatched.get(word) ?? 0) + 1);
  let shared = 0;
  for (const word of right) {
    const remaining = unmatched.get(word) ?? 0;
    if (remaining > 0) {
      shared++;
      unmatched.set(word, remaining - 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

/**
 * Which removed block became which added one, in order: the pairs alike enough whose total likeness is
 * greatest (a dynamic programme over the two runs, as for a longest common subsequence).
 */
function pairUp(removed: readonly TextBlock[], added: readonly TextBlock[]): [number, number][] {
  const r = removed.length;
  const a = added.length;
  if (r === 0 || a === 0 || r * a > MAX_CANDIDATE_PAIRS) return [];
  const alike = removed.map((block) => added.map((other) => similarity(block.text, other.text)));
  // best[i][j]: the greatest total likeness of pairs among removed[i..] and added[j..].
  const best = Array.from({ length: r + 1 }, () => new Float64Array(a + 1));
  const pairScore = (i: number, j: number) => {
    const score = alike[i]?.[j] ?? 0;
    return score >= SAME_BLOCK_SIMILARITY ? score + (best[i + 1]?.[j + 1] ?? 0) : -1;
  };
  for (let i = r - 1; i >= 0; i--) {
    const row = best[i] as Float64Array;
    for (let j = a - 1; j >= 0; j--) {
      row[j] = Math.max(best[i + 1]?.[j] ?? 0, row[j + 1] ?? 0, pairScore(i, j));
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < r && j < a) {
    const here = best[i]?.[j] ?? 0;
    if (here === pairScore(i, j)) pairs.push([i++, j++]);
    else if (here === (best[i + 1]?.[j] ?? 0)) i++;
    else j++;
  }
  return pairs;
}

const whole = (block: TextBlock, status: 'unchanged' | 'added' | 'removed'): DiffBlock => ({
  status,
  kind: block.kind,
  parts: [{ value: block.text, added: status === 'added', removed: status === 'removed' }],
});

function edited(before: TextBlock, after: TextBlock): DiffBlock {
  const parts = diffWords(before.text, after.text);
  const changed = parts.some((part) => part.added || part.removed);
  return { status: changed ? 'changed' : 'unchanged', kind: after.kind, parts };
}

/** One place where blocks were taken out and others written: edits paired, the rest shown whole. */
function replacement(removed: readonly TextBlock[], added: readonly TextBlock[]): DiffBlock[] {
  const blocks: DiffBlock[] = [];
  let i = 0;
  let j = 0;
  for (const [pi, pj] of [...pairUp(removed, added), [removed.length, added.length] as const]) {
    for (; i < pi; i++) blocks.push(whole(removed[i] as TextBlock, 'removed'));
    for (; j < pj; j++) blocks.push(whole(added[j] as TextBlock, 'added'));
    if (i < removed.length && j < added.length)
      blocks.push(edited(removed[i++] as TextBlock, added[j++] as TextBlock));
  }
  return blocks;
}

/**
 * A version's body against the current one, block by block: the blocks both keep are aligned (the
 * `diff` package's array diff), and where blocks differ, those alike enough are compared word by word.
 */
export function compareBlocks(before: readonly TextBlock[], after: readonly TextBlock[]): DiffBlock[] {
  const blocks: DiffBlock[] = [];
  let removed: TextBlock[] = [];
  let added: TextBlock[] = [];
  let i = 0;
  let j = 0;
  const settle = () => {
    blocks.push(...replacement(removed, added));
    removed = [];
    added = [];
  };
  const runs = diffArrays(
    before.map((block) => block.text),
    after.map((block) => block.text),
  );
  for (const run of runs) {
    const count = run.value.length;
    if (run.removed) {
      removed = removed.concat(before.slice(i, i + count));
      i += count;
    } else if (run.added) {
      added = added.concat(after.slice(j, j + count));
      j += count;
    } else {
      settle();
      for (const block of after.slice(j, j + count)) blocks.push(whole(block, 'unchanged'));
      i += count;
      j += count;
    }
  }
  settle();
  return blocks;
}
