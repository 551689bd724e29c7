import { describe, expect, it } from 'vitest';
import { post } from './listing-fixtures';
import { sortPosts, uniqueById } from './sort';

const posts = [
  post(1, '2025-02-01T00:00:00Z', 'Zarzuela en el aula'),
  post(2, '2025-03-01T00:00:00Z', 'álgebra sin miedo'),
  post(3, 'fecha rota', 'Biología'),
  post(4, '2025-01-01T00:00:00Z', 'Ética'),
];

describe('sortPosts', () => {
  it('orders newest first, undated posts last', () => {
    expect(sortPosts(posts, 'reciente').map((p) => p.id)).toEqual([2, 1, 4, 3]);
  });
  it('orders oldest first, undated posts first', () => {
    expect(sortPosts(posts, 'antiguo').map((p) => p.id)).toEqual([3, 4, 1, 2]);
  });
  it('orders by title in Spanish, ignoring case and accents', () => {
    expect(sortPosts(posts, 'alfabetico').map((p) => p.titulo)).toEqual([
      'álgebra sin miedo',
      'Biología',
      'Ética',
      'Zarzuela en el aula',
    ]);
  });
  it('leaves its input untouched', () => {
    const copy = [...posts];
    sortPosts(posts, 'alfabetico');
    expect(posts).toEqual(copy);
  });
});

describe('uniqueById', () => {
  it('keeps the first post of each id', () => {
    const first = post(1, '2025-01-01T00:00:00Z', 'Primera');
    const again = post(1, '2025-01-01T00:00:00Z', 'Repetida');
    expect(uniqueById([first, again])).toEqual([first]);
  });
});
