import { describe, expect, it } from 'vitest';
import { demoComments, demoPosts } from './posts';

describe('demo articles', () => {
  it('are at least 24, with unique slugs and distinct publication days', () => {
    expect(demoPosts.length).toBeGreaterThanOrEqual(24);
    expect(new Set(demoPosts.map((post) => post.slug)).size).toBe(demoPosts.length);
    expect(new Set(demoPosts.map((post) => post.diasAtras)).size).toBe(demoPosts.length);
  });

  it('cover every category with several articles', () => {
    for (const category of [1, 2, 3, 4, 5, 6, 7]) {
      const count = demoPosts.filter((post) => post.categorias[0] === category).length;
      expect(count, `category ${category}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('have summaries and HTML bodies with headings, lists and links, and nothing executable', () => {
    for (const post of demoPosts) {
      expect(post.resumen.length, post.slug).toBeGreaterThan(20);
      expect(post.resumen.length, post.slug).toBeLessThanOrEqual(300);
      expect(post.contenido, post.slug).toMatch(/<h2>/);
      expect(post.contenido, post.slug).toMatch(/<(ul|ol)>/);
      expect(post.contenido, post.slug).toMatch(/<a href="/);
      expect(post.contenido, post.slug).not.toMatch(/<script|\son\w+=|javascript:/i);
    }
  });

  it('comment only on articles that exist', () => {
    const slugs = new Set(demoPosts.map((post) => post.slug));
    expect(demoComments.length).toBeGreaterThan(0);
    for (const comment of demoComments) expect(slugs.has(comment.postSlug)).toBe(true);
  });
});
