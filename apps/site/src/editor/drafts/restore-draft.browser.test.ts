import { describe, expect, it } from 'vitest';
import type { LocalDraft } from './local-draft';
import { isWorthRestoring, localDraftHasContent } from './restore-draft';

const empty: LocalDraft = {
  savedAt: '2024-05-01T10:00:00.000Z',
  title: '  ',
  category: '1',
  summary: '',
  html: '<p></p>',
  mode: 'simple',
  coverImage: null,
};

describe('localDraftHasContent', () => {
  it('is false for an empty form, whatever its category', () => {
    expect(localDraftHasContent({ ...empty, category: '5' })).toBe(false);
    expect(localDraftHasContent({ ...empty, html: '<p>&nbsp;</p><h2> </h2>' })).toBe(false);
  });

  it('is true with a title, a summary, a body or a cover', () => {
    expect(localDraftHasContent({ ...empty, title: 'Hola' })).toBe(true);
    expect(localDraftHasContent({ ...empty, summary: 'Resumen' })).toBe(true);
    expect(localDraftHasContent({ ...empty, html: '<p>Hola</p>' })).toBe(true);
    expect(localDraftHasContent({ ...empty, html: '<p><img src="/a.png" alt=""></p>' })).toBe(true);
    expect(localDraftHasContent({ ...empty, coverImage: 'data:image/jpeg;base64,AAAA' })).toBe(true);
  });
});

describe('isWorthRestoring', () => {
  const written = { ...empty, title: 'Hola' };

  it('given an empty copy › is false', () => {
    expect(isWorthRestoring(empty)).toBe(false);
    expect(isWorthRestoring(empty, '2020-01-01T00:00:00Z')).toBe(false);
  });

  it('given a copy with content and no server version › is true', () => {
    expect(isWorthRestoring(written)).toBe(true);
    expect(isWorthRestoring(written, null)).toBe(true);
  });

  it('given a server version › is true only when the copy is newer', () => {
    expect(isWorthRestoring(written, '2024-05-01T09:59:59Z')).toBe(true);
    expect(isWorthRestoring(written, new Date('2024-05-01T09:00:00Z'))).toBe(true);
    expect(isWorthRestoring(written, '2024-05-01T10:00:00.000Z')).toBe(false);
    expect(isWorthRestoring(written, '2024-05-02T00:00:00Z')).toBe(false);
  });

  it('given a server date that does not parse › leans towards offering the copy', () => {
    expect(isWorthRestoring(written, 'no es una fecha')).toBe(true);
  });
});
