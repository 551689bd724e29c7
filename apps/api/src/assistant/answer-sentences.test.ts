import { describe, expect, it } from 'vitest';
import { answerSentences } from './answer-sentences';
import { sectionBlocks } from './section-blocks';
import { stemWord } from './stem';

const weights = (...words: string[]) => {
  const stems = new Set(words.map(stemWord));
  return (stem: string) => (stems.has(stem) ? 1 : 0);
};

const project =
  '<h2>Aprender haciendo</h2><p>Los proyectos comunitarios dan una razón auténtica para aprender. Integran varias materias.</p>' +
  '<h2>Pasos para un buen proyecto</h2><ol>' +
  '<li><strong>Diagnóstico:</strong> el grupo identifica una necesidad de su entorno.</li>' +
  '<li><strong>Plan:</strong> define metas, tareas, responsables y fechas.</li>' +
  '<li><strong>Acción:</strong> se ejecuta con acompañamiento docente y de la comunidad.</li></ol>';

const strategies =
  '<h2>Qué hay detrás</h2><p>Procrastinar suele ser evitar una sensación incómoda.</p>' +
  '<h2>Estrategias para arrancar</h2><ol>' +
  '<li><strong>La regla de los cinco minutos:</strong> comprométete solo a trabajar cinco minutos.</li>' +
  '<li><strong>Quita fricción:</strong> deja listo el material desde la noche anterior.</li></ol>';

describe('answerSentences', () => {
  it('never takes a step cut from its list by a short label ("Plan:", "Acción:")', () => {
    const sentences = answerSentences(
      [sectionBlocks(project, 2), sectionBlocks(project, 1)],
      sectionBlocks(project, 1),
      weights('metas', 'tareas', 'responsables', 'comunidad', 'proyectos'),
    );
    expect(sentences).toEqual([
      'Los proyectos comunitarios dan una razón auténtica para aprender.',
      'Integran varias materias.',
    ]);
  });

  it('opens with the article’s first sentence before a labelled item, and drops a two-word-labelled step', () => {
    const sentences = answerSentences(
      [sectionBlocks(strategies, 2)],
      sectionBlocks(strategies, 1),
      weights('cinco', 'minutos', 'material'),
    );
    expect(sentences).toEqual([
      'Procrastinar suele ser evitar una sensación incómoda.',
      'La regla de los cinco minutos: comprométete solo a trabajar cinco minutos.',
    ]);
  });

  it('keeps two to four whole sentences in the article’s order', () => {
    const html = '<h2>Uno</h2><p>Alfa beta. Gamma delta. Épsilon zeta. Eta theta. Iota kappa. Lambda mu.</p>';
    const sentences = answerSentences(
      [sectionBlocks(html, 1)],
      [],
      weights('gamma', 'iota', 'lambda', 'alfa', 'eta'),
    );
    expect(sentences).toEqual(['Alfa beta.', 'Gamma delta.', 'Eta theta.', 'Iota kappa.']);
  });
});
