import { describe, expect, it } from 'vitest';
import { questionTerms } from './question-terms';

describe('questionTerms', () => {
  it('keeps the topic words, accents and case folded, without the asking words', () => {
    expect(questionTerms('¿Cómo puedo hacer mejores RÚBRICAS?').words).toEqual([
      'como',
      'mejores',
      'rubricas',
    ]);
  });

  it('adds the thesaurus equivalents of words and whole phrases only', () => {
    expect(questionTerms('Mi hijo tiene TDAH').equivalents).toEqual([
      'deficit de atencion',
      'hiperactividad',
      'necesidades',
      'inclusion',
    ]);
    expect(questionTerms('Lo dejo para después').equivalents).toEqual(['procrastinar', 'posponer']);
    // "notas" is a key; "anotaciones" only contains it.
    expect(questionTerms('mis anotaciones').equivalents).toEqual([]);
  });
});
