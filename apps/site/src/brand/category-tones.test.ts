import { CATEGORIES } from '@pupitre/data';
import { describe, expect, it } from 'vitest';
import { pupitreCategoryTones } from './category-tones';

describe('Pupitre’s category colours', () => {
  it('give each of the seven categories a slot of its own, in id order', () => {
    const slots = CATEGORIES.map((category) => pupitreCategoryTones[category.id]);
    expect(slots).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']);
  });
});
