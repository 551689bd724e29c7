import { describe, expect, it } from 'vitest';
import { isMalformedText, MALFORMED_TEXT, malformedTextErrors } from './malformed-text';

const refusal = (field: string) => ({ field, message: MALFORMED_TEXT, msg: MALFORMED_TEXT });

describe('malformed text', () => {
  it('is text with a NUL or a lone surrogate', () => {
    for (const text of ['a\u0000b', '\u0000', '\u7a8d\udf47', '\udf47', '\ud83d', 'fin\ud83d']) {
      expect(isMalformedText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('is not emoji, combining accents, CJK or right-to-left text', () => {
    for (const text of [
      '',
      '👩🏽‍💻 ¡Hola! 🎉',
      'cafe\u0301 n\u0303',
      '窍门 日本語 한국어',
      'مرحبا שלום',
      '\u200f\u202e',
    ]) {
      expect(isMalformedText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('is found at any depth and named by its dotted path, in the order of the fields', () => {
    const value = {
      titulo: 'Bien',
      contenido: 'a\u0000',
      categorias: [1, 'x\udf47'],
      extra: { deep: ['ok', { texto: '\ud800' }] },
    };
    expect(malformedTextErrors(value)).toEqual([
      refusal('contenido'),
      refusal('categorias.1'),
      refusal('extra.deep.1.texto'),
    ]);
    expect(malformedTextErrors('\u0000')).toEqual([refusal('')]);
    expect(malformedTextErrors({ 'clave\u0000': 'valor' })).toEqual([refusal('')]);
    expect(malformedTextErrors({ a: 'bien', b: 2, c: null, d: [true] })).toEqual([]);
  });

  it('walks a value nested far deeper than the call stack would allow', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    const errors = malformedTextErrors({ avatarData: deep });
    expect(errors).toHaveLength(1);
    expect(errors[0]?.field.startsWith('avatarData.0.0.')).toBe(true);
  });

  it('stops after 50 fields, however many a body holds', () => {
    const body = Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`f${index}`, '\u0000']));
    expect(malformedTextErrors(body)).toHaveLength(50);
  });
});
