/** The seven category colours of the spec (reading-area §3), by category id. */
export const categoryColours = {
  1: '#FF6B6B',
  2: '#4ECDC4',
  3: '#FFD166',
  4: '#6A0572',
  5: '#1A936F',
  6: '#3D5A80',
  7: '#F18F01',
} as const;

export type CategoryId = keyof typeof categoryColours;

/** Text colour readable on each category colour (checked for WCAG AA). */
export const onCategoryColours = {
  1: '#2a0a0a',
  2: '#062020',
  3: '#2a1f00',
  4: '#ffffff',
  5: '#04140e',
  6: '#ffffff',
  7: '#1f1200',
  other: '#0b1a19',
} as const;

export const otherCategoryColour = '#91a8a4';
