import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { LISTING_GAVE_UP, loadDefaultListing } from './default-listing';
import { post, tableSource } from './listing-fixtures';

const a = post(1, '2025-01-01T00:00:00Z', 'A', [1, 2]);
const b = post(2, '2025-03-01T00:00:00Z', 'B', [2]);
const c = post(3, '2025-02-01T00:00:00Z', 'C', [3]);

describe('the default listing', () => {
  it('merges every category’s posts, drops duplicates by id and orders newest first', async () => {
    const source = tableSource({ categories: [1, 2, 3], byCategory: { 1: [a], 2: [a, b], 3: [c] } });
    const posts = await loadDefaultListing(source);
    expect(posts.map((p) => p.id)).toEqual([2, 3, 1]);
    expect(source.calls).toEqual([
      'categories',
      'category 1 limit 30',
      'category 2 limit 30',
      'category 3 limit 30',
    ]);
  });

  it('passes a limit when one is set', async () => {
    const source = tableSource({ categories: [1], byCategory: { 1: [a] } });
    await loadDefaultListing(source, { limit: 12 });
    expect(source.calls).toContain('category 1 limit 12');
  });

  it('uses the published listing when there are no categories', async () => {
    const source = tableSource({ categories: [], published: [a, b] });
    expect((await loadDefaultListing(source)).map((p) => p.id)).toEqual([2, 1]);
    expect(source.calls).toEqual(['categories', 'published limit 30']);
  });

  it('uses the published listing when one category call fails', async () => {
    const source = tableSource({ categories: [1, 2], byCategory: { 1: [a] }, published: [c] });
    expect((await loadDefaultListing(source)).map((p) => p.id)).toEqual([3]);
  });

  it('uses the latest call when the published listing fails too', async () => {
    const source = tableSource({ latest: [b] });
    expect((await loadDefaultListing(source)).map((p) => p.id)).toEqual([2]);
    expect(source.calls).toEqual(['categories', 'published limit 30', 'latest limit 30']);
  });

  it('gives up with the spec’s message after every attempt fails', async () => {
    const failure = loadDefaultListing(tableSource({}));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow(LISTING_GAVE_UP);
    expect(LISTING_GAVE_UP).toBe('No se pudieron cargar las publicaciones después de múltiples intentos');
  });

  it('gives a superuser the all-posts call first', async () => {
    const draft = { ...post(9, '2025-04-01T00:00:00Z', 'Borrador'), estado: 'borrador' as const };
    const source = tableSource({ all: [draft, a], categories: [1], byCategory: { 1: [a] } });
    const posts = await loadDefaultListing(source, { superuser: true });
    expect(posts.map((p) => p.id)).toEqual([9, 1]);
    expect(source.calls).toEqual(['all limit 30']);
  });

  it('falls back to the normal listing when the all-posts call fails for a superuser', async () => {
    const source = tableSource({ categories: [1], byCategory: { 1: [a] } });
    expect((await loadDefaultListing(source, { superuser: true })).map((p) => p.id)).toEqual([1]);
    expect(source.calls[0]).toBe('all limit 30');
  });

  it('never calls the all-posts listing for anyone else', async () => {
    const source = tableSource({ all: [a], categories: [1], byCategory: { 1: [b] } });
    expect((await loadDefaultListing(source)).map((p) => p.id)).toEqual([2]);
    expect(source.calls).not.toContain('all limit 30');
  });
});
