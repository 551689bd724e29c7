import { describe, expect, it } from 'vitest';
import { closed, splitSentences } from './sentences';

describe('splitSentences', () => {
  it('cuts at line ends and at a stop before a capital or an opening mark, not inside numbers', () => {
    expect(
      splitSentences(
        'Duerme 7.5 horas. ¿Y si no puedes? Levántate.\nUna idea por diapositiva\n"Cita" final.',
      ),
    ).toEqual([
      'Duerme 7.5 horas.',
      '¿Y si no puedes?',
      'Levántate.',
      'Una idea por diapositiva',
      '"Cita" final.',
    ]);
  });

  it('leaves out sentences that only send the reader elsewhere', () => {
    expect(
      splitSentences(
        'Repasa a diario. Lee también sobre ansiedad.\nMás ideas en Técnicas de Estudio.\nConsulta la SEP.',
      ),
    ).toEqual(['Repasa a diario.']);
  });
});

describe('closed', () => {
  it('ends a sentence with a stop, turning a trailing colon or semicolon into one', () => {
    expect(closed('Una idea por diapositiva')).toBe('Una idea por diapositiva.');
    expect(closed('¿Y si no puedes?')).toBe('¿Y si no puedes?');
    expect(closed('Antes del examen:')).toBe('Antes del examen.');
  });
});
