import { describe, expect, it } from 'vitest';
import { asideKeyPrefix, draftDocOf, localDraftKey, parseDraftKey, SHARED_NEW_POST_KEY } from './draft-keys';

describe('localDraftKey', () => {
  it('given a new post › names the tab, so two tabs never share a copy', () => {
    expect(localDraftKey(undefined, 'a')).toBe('pupitre:editor:nuevo:a');
    expect(localDraftKey(null, 'b')).toBe('pupitre:editor:nuevo:b');
    expect(localDraftKey('', 'b')).toBe('pupitre:editor:nuevo:b');
    expect(localDraftKey(undefined, 'a')).not.toBe(localDraftKey(undefined, 'b'));
  });

  it('given a post › is pupitre:editor:{id} in every tab', () => {
    expect(localDraftKey(42, 'a')).toBe('pupitre:editor:42');
    expect(localDraftKey('42', 'b')).toBe('pupitre:editor:42');
  });
});

describe('parseDraftKey', () => {
  it('reads what a key holds and whose it is', () => {
    expect(parseDraftKey('pupitre:editor:nuevo:a')).toEqual({ kind: 'working', doc: 'nuevo', tab: 'a' });
    expect(parseDraftKey(SHARED_NEW_POST_KEY)).toEqual({ kind: 'working', doc: 'nuevo', tab: '' });
    expect(parseDraftKey('pupitre:editor:42')).toEqual({ kind: 'working', doc: '42' });
    expect(parseDraftKey(`${asideKeyPrefix('42', 'a')}lx`)).toEqual({ kind: 'aside', doc: '42', tab: 'a' });
    expect(parseDraftKey(`${asideKeyPrefix('nuevo', 'a')}lx-1`)).toEqual({
      kind: 'aside',
      doc: 'nuevo',
      tab: 'a',
    });
  });

  it('given a key of something else › reads nothing', () => {
    for (const key of ['theme', 'pupitre:editor:', 'pupitre:editor:42:a', 'pupitre:editor:oferta:42']) {
      expect(parseDraftKey(key)).toBeUndefined();
    }
  });
});

describe('draftDocOf', () => {
  it('is the post id, or nuevo', () => {
    expect(draftDocOf('pupitre:editor:7')).toBe('7');
    expect(draftDocOf('pupitre:editor:nuevo:a')).toBe('nuevo');
  });
});
