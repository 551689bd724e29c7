import { describe, expect, it } from 'vitest';
import { filterPostsLocally, searchInCategory } from './category-search';
import { post } from './listing-fixtures';

const pomodoro = post(1, '2025-01-01T00:00:00Z', 'La técnica Pomodoro', [2]);
const mapas = post(2, '2025-01-02T00:00:00Z', 'Mapas conceptuales', [2]);
const noticias = post(3, '2025-01-03T00:00:00Z', 'Calendario escolar', [1]);

describe('filterPostsLocally', () => {
  it('matches title, summary and content without caring about accents or case', () => {
    expect(filterPostsLocally([pomodoro, mapas], 'TECNICA').map((p) => p.id)).toEqual([1]);
    expect(filterPostsLocally([pomodoro, mapas], 'contenido conceptuales').map((p) => p.id)).toEqual([2]);
  });
  it('keeps everything for a blank term', () => {
    expect(filterPostsLocally([pomodoro, mapas], '   ')).toHaveLength(2);
  });
});

describe('searchInCategory', () => {
  it('keeps only the server results of this category', async () => {
    const found = await searchInCategory(async () => [pomodoro, noticias], 2, 'calendario técnica', []);
    expect(found.map((p) => p.id)).toEqual([1]);
  });
  it('falls back to filtering the loaded posts when the server search fails', async () => {
    const found = await searchInCategory(
      () => Promise.reject(new Error('Error en la búsqueda: 500')),
      2,
      'mapas',
      [pomodoro, mapas],
    );
    expect(found.map((p) => p.id)).toEqual([2]);
  });
});
