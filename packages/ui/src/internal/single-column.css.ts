/**
 * One grid column as wide as its container and never wider: with minmax(0, 1fr) a long word wraps and a
 * control's own default width shrinks, where a plain 1fr track would grow to fit them.
 */
export const singleColumn = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } as const;
