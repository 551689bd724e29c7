import { describe, expect, it } from 'vitest';
import { composeAnswer, NOTHING_FOUND, relevantSources } from './compose-answer';

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

  it('says kindly that nothing was found when there is no article', () => {
    expect(composeAnswer([], [])).toBe(NOTHING_FOUND);
  });
});

describe('relevantSources', () => {
  it('keeps the best article and those scoring at least the given share of it', () => {
    const found = [
      { ...pomodoro, score: 10, passages: [] },
      { ...sleep, score: 5, passages: [] },
      { ...plan, score: 4.9, passages: [] },
    ];
    expect(relevantSources(found, 0.5)).toEqual([pomodoro, sleep]);
    expect(relevantSources([], 0.5)).toEqual([]);
  });
});
