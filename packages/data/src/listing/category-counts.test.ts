import { describe, expect, it } from 'vitest';
import { countPostsPerCategory } from './category-counts';
import { post } from './listing-fixtures';

describe('countPostsPerCategory', () => {
  it('counts each post once, in its first category, over the built-in list in id order', () => {
    const counts = countPostsPerCategory([
      post(1, '2025-01-01', 'Uno', [2]),
      post(2, '2025-01-02', 'Dos', [5, 2]),
      post(3, '2025-01-03', 'Tres', [2, 5]),
    ]);
    expect(counts.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(counts.find((entry) => entry.id === 2)).toEqual({ id: 2, name: 'Técnicas de Estudio', count: 2 });
    expect(counts.find((entry) => entry.id === 5)?.count).toBe(1);
    expect(counts.find((entry) => entry.id === 1)).toEqual({ id: 1, name: 'Noticias', count: 0 });
    expect(counts.reduce((total, entry) => total + entry.count, 0)).toBe(3);
  });

  it('adds a category the built-in list does not know, under the name the post gives it', () => {
    const counts = countPostsPerCategory([post(3, '2025-01-03', 'Tres', [12])]);
    expect(counts.at(-1)).toEqual({ id: 12, name: 'C12', count: 1 });
  });
});
