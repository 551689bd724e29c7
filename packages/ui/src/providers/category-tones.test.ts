import { describe, expect, it } from 'vitest';
import { resolveCategoryTone } from './category-tones';

describe('resolveCategoryTone', () => {
  const tones = { 1: 'c1', noticias: 'c3', robotica: 'other' } as const;

  it("gives a listed key its slot, whether the app's keys are numbers or slugs", () => {
    expect(resolveCategoryTone(tones, 1)).toBe('c1');
    expect(resolveCategoryTone(tones, 'noticias')).toBe('c3');
    expect(resolveCategoryTone(tones, 'robotica')).toBe('other');
  });

  it('reads a number and its string as the same key, as object keys do', () => {
    expect(resolveCategoryTone(tones, '1')).toBe('c1');
  });

  it("draws unknown and missing keys as 'other', the ui package assuming no category of its own", () => {
    expect(resolveCategoryTone(tones, 2)).toBe('other');
    expect(resolveCategoryTone({}, 1)).toBe('other');
    expect(resolveCategoryTone(tones, undefined)).toBe('other');
    expect(resolveCategoryTone(tones, null)).toBe('other');
  });

  it('ignores what the mapping inherits and slots that do not exist', () => {
    expect(resolveCategoryTone(tones, 'constructor')).toBe('other');
    expect(resolveCategoryTone(tones, 'toString')).toBe('other');
    expect(resolveCategoryTone({ 1: 'c9' } as never, 1)).toBe('other');
  });
});
