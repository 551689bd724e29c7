import type { ThemeName } from '../theme/theme-names';
import { type ContrastLevel, contrastLevel, contrastRatio } from './contrast';
import type { TokenRow } from './tokens-json';

/** A text colour and the background it is meant for, by token path (`color.onPrimary`). */
export interface ColourPair {
  label: string;
  foreground: string;
  background: string;
}

const categories = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'other'] as const;

/** The pairs the components draw text with: each must keep AA (4.5:1) in both themes. */
export const colourPairs: readonly ColourPair[] = [
  { label: 'Texto sobre el fondo', foreground: 'color.text', background: 'color.background' },
  { label: 'Texto sobre una superficie', foreground: 'color.text', background: 'color.surface' },
  {
    label: 'Texto secundario sobre una superficie',
    foreground: 'color.textMuted',
    background: 'color.surface',
  },
  { label: 'Enlace sobre el fondo', foreground: 'color.link', background: 'color.background' },
  { label: 'Texto sobre el primario', foreground: 'color.onPrimary', background: 'color.primary' },
  { label: 'Texto sobre el secundario', foreground: 'color.onSecondary', background: 'color.secondary' },
  { label: 'Texto sobre el color de peligro', foreground: 'color.onDanger', background: 'color.danger' },
  { label: 'Texto del pie sobre su fondo', foreground: 'footer.text', background: 'footer.background' },
  ...categories.map((key) => ({
    label: key === 'other' ? 'Categoría «otras»' : `Categoría ${key}`,
    foreground: `onCategory.${key}`,
    background: `category.${key}`,
  })),
];

export interface PairContrast {
  foreground: string;
  background: string;
  foregroundVariable: string;
  backgroundVariable: string;
  ratio: number;
  level: ContrastLevel;
}

/** A pair's colours and contrast in one theme, read from the token rows (the DTCG JSON). */
export function pairContrast(rows: readonly TokenRow[], pair: ColourPair, theme: ThemeName): PairContrast {
  const find = (path: string) => {
    const row = rows.find((candidate) => candidate.path.join('.') === path);
    if (!row) throw new Error(`No token ${path}`);
    return row;
  };
  const foreground = find(pair.foreground);
  const background = find(pair.background);
  const ratio = contrastRatio(foreground[theme], background[theme]);
  return {
    foreground: foreground[theme],
    background: background[theme],
    foregroundVariable: foreground.cssVariable,
    backgroundVariable: background.cssVariable,
    ratio,
    level: contrastLevel(ratio),
  };
}
