import { describe, expect, it } from 'vitest';
import { foldText } from './fold';

describe('foldText', () => {
  it('drops accents and case, ñ included, and keeps everything else', () => {
    expect(foldText('¿Cómo APRENDÍ Español?')).toBe('¿como aprendi espanol?');
  });
});
