import { describe, expect, it } from 'vitest';
import { AA_TEXT } from './contrast';
import { colourPairs, pairContrast } from './contrast-pairs';
import { tokenRows } from './tokens-json';

describe('the Tokens page’s colour pairs', () => {
  const rows = tokenRows();

  it.each(colourPairs.map((pair) => [pair.label, pair] as const))('%s keeps AA in both themes', (_, pair) => {
    for (const theme of ['light', 'dark'] as const) {
      expect(pairContrast(rows, pair, theme).ratio).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});
