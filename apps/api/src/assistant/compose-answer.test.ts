import { describe, expect, it } from 'vitest';
import { composeAnswer, nothingFound, relevantSources } from './compose-answer';

const pomodoro = { id: 5, titulo: 'La técnica Pomodoro, bien aplicada' };
const sleep = { id: 12, titulo: 'Dormir bien también es estudiar' };
const plan = { id: 20, titulo: 'Tu plan de estudio en un calendario digital' };

describe('composeAnswer', () => {
  it('says the sentences, then names every article with its path', () => {
    expect(composeAnswer(['Trabaja 25 minutos', 'Descansa 5.'], [pomodoro, sleep, plan])).toBe(
      'Trabaja 25 minutos. Descansa 5.\n\n' +
        'Lo explicamos con más detalle en «La técnica Pomodoro, bien aplicada» (/blog/5). ' +
        'También te pueden servir «Dormir bien también es estudiar» (/blog/12) y ' +
        '«Tu plan de estudio en un calendario digital» (/blog/20).',
    );
    expect(composeAnswer(['Una.', 'Dos.'], [pomodoro, sleep])).toMatch(/También te puede servir «Dormir/);
    expect(composeAnswer(['Una.', 'Dos.'], [pomodoro])).not.toContain('También');
  });

  it('names each article by its title beside its path, never by the path alone', () => {
    const answer = composeAnswer(['Una.', 'Dos.'], [pomodoro]);
    expect(answer).toContain('«La técnica Pomodoro, bien aplicada» (/blog/5)');
    expect(answer.replace(/«[^»]+» \(\/blog\/\d+\)/g, '')).not.toMatch(/\/blog\/\d+/);
  });
});

describe('nothingFound', () => {
  it('says no article fits and offers the blog search with the question as its term', () => {
    expect(nothingFound('¿Quién ganó el mundial de 2010?')).toBe(
      'No encontré un artículo de Pupitre sobre ese tema. Puedes buscarlo en el blog: ' +
        '«Buscar "Quién ganó el mundial de 2010"» (/blog?q=Qui%C3%A9n+gan%C3%B3+el+mundial+de+2010).',
    );
    expect(nothingFound('¿?')).toBe(
      'No encontré un artículo de Pupitre sobre ese tema. Puedes buscarlo en el blog: «Buscar ""» (/blog).',
    );
  });
});

describe('relevantSources', () => {
  it('keeps the best article and those scoring at least the given share of it', () => {
    const found = [
      { ...pomodoro, score: 10, coverage: 1, passages: [] },
      { ...sleep, score: 5, coverage: 1, passages: [] },
      { ...plan, score: 4.9, coverage: 1, passages: [] },
    ];
    expect(relevantSources(found, 0.5)).toEqual([pomodoro, sleep]);
    expect(relevantSources([], 0.5)).toEqual([]);
  });
});
