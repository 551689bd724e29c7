import { describe, expect, it } from 'vitest';
import { layoutDiff } from './diff-layout';
import type { DiffBlock, DiffBlockStatus } from './diff-view';

const block = (status: DiffBlockStatus, text: string): DiffBlock => ({
  status,
  kind: 'paragraph',
  parts: [{ value: text, added: status === 'added', removed: status === 'removed' }],
});

/** The body as letters: one per block, by status; what the layout makes of it, piece by piece. */
const bodyOf = (statuses: string) =>
  [...statuses].map((letter, index) =>
    block(({ u: 'unchanged', c: 'changed', a: 'added', r: 'removed' } as const)[letter as 'u'], `${index}`),
  );
const pieces = (statuses: string) =>
  layoutDiff({ title: [], summary: [], body: bodyOf(statuses) }).body.map(
    (piece) => `${piece.type}@${piece.start}×${piece.blocks.length}`,
  );

describe('laying out a comparison', () => {
  it('makes each run of changed, added or removed blocks one change, numbered after the title and summary', () => {
    const layout = layoutDiff({
      title: [{ value: 'Plan' }, { value: ' nuevo', added: true }],
      summary: [{ value: 'Igual' }],
      body: bodyOf('urauuc'),
    });
    expect(layout.titleChange).toBe(0);
    expect(layout.summaryChange).toBeUndefined();
    expect(layout.changeCount).toBe(3);
    expect(layout.body.filter((piece) => piece.type === 'change').map((piece) => piece.change)).toEqual([
      1, 2,
    ]);
  });

  it('folds a long unchanged run but for the block beside each change', () => {
    expect(pieces('uuuuuucuuuuuuc')).toEqual([
      'fold@0×5',
      'unchanged@5×1',
      'change@6×1',
      'unchanged@7×1',
      'fold@8×4',
      'unchanged@12×1',
      'change@13×1',
    ]);
    expect(pieces('cuuuuu')).toEqual(['change@0×1', 'unchanged@1×1', 'fold@2×4']);
  });

  it('shows a run that would fold fewer than three blocks', () => {
    expect(pieces('cuuuuc')).toEqual(['change@0×1', 'unchanged@1×4', 'change@5×1']);
    expect(pieces('uuuc')).toEqual(['unchanged@0×3', 'change@3×1']);
    expect(pieces('uuuuc')).toEqual(['fold@0×3', 'unchanged@3×1', 'change@4×1']);
  });

  it('folds a body without changes whole, and counts no change', () => {
    const layout = layoutDiff({ title: [{ value: 'Plan' }], summary: [], body: bodyOf('uuuu') });
    expect(layout.changeCount).toBe(0);
    expect(pieces('uuuu')).toEqual(['fold@0×4']);
    expect(pieces('uu')).toEqual(['unchanged@0×2']);
  });
});
