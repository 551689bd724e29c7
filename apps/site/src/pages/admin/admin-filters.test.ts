import { normalisePost, type PostWire } from '@pupitre/data';
import { describe, expect, it } from 'vitest';
import { wire } from '../../queries/testing/fake-client';
import { countDrafts, filterAdminPosts, initialAdminFilters } from './admin-filters';

const post = (id: number, title: string, date: string, estado: 'publicado' | 'borrador' = 'publicado') =>
  normalisePost({ ...wire.post(id), Titulo: title, Fecha_creacion: date, estado } as PostWire);

const posts = [
  post(1, 'Mapas mentales', '2025-01-03'),
  post(2, 'Aprender con pausas', '2025-01-01', 'borrador'),
  post(3, 'Zonas de estudio', '2025-01-02'),
];
const titles = (list: { titulo: string }[]) => list.map((item) => item.titulo);

describe('filterAdminPosts', () => {
  it('shows every post, newest first, by default', () => {
    expect(titles(filterAdminPosts(posts, initialAdminFilters))).toEqual([
      'Mapas mentales',
      'Zonas de estudio',
      'Aprender con pausas',
    ]);
  });

  it('keeps only published posts or only drafts', () => {
    expect(titles(filterAdminPosts(posts, { ...initialAdminFilters, status: 'borrador' }))).toEqual([
      'Aprender con pausas',
    ]);
    expect(filterAdminPosts(posts, { ...initialAdminFilters, status: 'publicado' })).toHaveLength(2);
  });

  it('searches the text without minding case or accents, and sorts oldest first or alphabetically', () => {
    expect(titles(filterAdminPosts(posts, { ...initialAdminFilters, search: 'MAPAS' }))).toEqual([
      'Mapas mentales',
    ]);
    expect(titles(filterAdminPosts(posts, { ...initialAdminFilters, sort: 'antiguo' }))[0]).toBe(
      'Aprender con pausas',
    );
    expect(titles(filterAdminPosts(posts, { ...initialAdminFilters, sort: 'alfabetico' }))).toEqual([
      'Aprender con pausas',
      'Mapas mentales',
      'Zonas de estudio',
    ]);
  });

  it('counts the drafts', () => {
    expect(countDrafts(posts)).toBe(1);
  });
});
