import { describe, expect, it } from 'vitest';
import { questionTerms, withPrevious } from './question-terms';

describe('questionTerms', () => {
  it('keeps the content words, stemmed with accents folded, without the asking words', () => {
    const terms = questionTerms('¿Cómo puedo hacer mejores RÚBRICAS?');
    expect(terms.words).toEqual(['mejores', 'rúbricas', 'criterios']);
    expect([...terms.stems]).toEqual([
      ['mejor', 1],
      ['rubric', 1],
      ['criteri', 0.8],
    ]);
  });

  it('stems an unaccented "-cion" like the accented word', () => {
    expect([...questionTerms('evaluacion').stems.keys()]).toEqual([
      ...questionTerms('evaluación').stems.keys(),
    ]);
  });

  it('adds the thesaurus equivalents, at a lower weight, when the question holds every word of a phrase', () => {
    const terms = questionTerms('Mi hijo tiene TDAH');
    expect(terms.stems.get('tdah')).toBe(1);
    expect(terms.stems.get('hiperact')).toBe(0.8);
    expect(questionTerms('Lo dejo para después').stems.get('procrastin')).toBe(0.8);
    expect(questionTerms('¿Cómo escribimos juntos un ensayo?').words).toContain('compartidos');
    expect(questionTerms('¿Cómo escribo un ensayo?').words).not.toContain('compartidos');
  });
});

describe('withPrevious', () => {
  it("adds the previous question's words at half weight, keeping the follow-up's own", () => {
    const terms = withPrevious(questionTerms('¿Y para matemáticas?'), '¿Cómo uso rúbricas?');
    expect(terms.stems.get('matemat')).toBe(1);
    expect(terms.stems.get('rubric')).toBe(0.5);
  });
});
