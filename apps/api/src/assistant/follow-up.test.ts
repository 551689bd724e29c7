import { describe, expect, it } from 'vitest';
import { isFollowUp } from './follow-up';

describe('isFollowUp', () => {
  it.each([
    '¿Y eso sirve también para matemáticas?',
    '¿También funciona en primaria?',
    'y para secundaria',
    '¿Esto se puede hacer en línea?',
  ])('takes «%s» as leaning on the question before', (question) => {
    expect(isFollowUp(question)).toBe(true);
  });

  it.each(['¿Cómo califico un proyecto en equipo de forma justa?', '¿Qué es un boleto de salida?'])(
    'takes «%s» as a question of its own',
    (question) => {
      expect(isFollowUp(question)).toBe(false);
    },
  );
});
