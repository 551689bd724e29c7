// SortSelect is a Select with fixed options: it has no styles of its own (see Select.css.ts).
export {};
