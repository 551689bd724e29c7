import type { DiffBlock, DiffBlockKind, DiffPart, RevisionComparison } from './diff-view';

const same = (value: string, kind: DiffBlockKind = 'paragraph'): DiffBlock => ({
  status: 'unchanged',
  kind,
  parts: [{ value }],
});
const changed = (parts: DiffPart[], kind: DiffBlockKind = 'paragraph'): DiffBlock => ({
  status: 'changed',
  kind,
  parts,
});
const added = (value: string, kind: DiffBlockKind = 'paragraph'): DiffBlock => ({
  status: 'added',
  kind,
  parts: [{ value, added: true }],
});
const removed = (value: string, kind: DiffBlockKind = 'paragraph'): DiffBlock => ({
  status: 'removed',
  kind,
  parts: [{ value, removed: true }],
});

/**
 * A lesson of 22 blocks against an older version: the title and three places of the body changed
 * (4 changes); a run of 5 and a run of 4 unchanged paragraphs fold.
 */
export const lessonComparison: RevisionComparison = {
  title: [
    { value: 'Cómo preparar un examen ' },
    { value: 'escrito', removed: true },
    { value: 'oral', added: true },
  ],
  summary: [{ value: 'Un plan de estudio para la semana anterior a la prueba.' }],
  body: [
    same('Antes del examen', 'heading'),
    same('Empieza a estudiar una semana antes y reparte los temas por días.'),
    changed([
      { value: 'Repasa en voz alta ' },
      { value: 'cada noche', removed: true },
      { value: 'cada mañana', added: true },
      { value: ' y explica el tema a alguien más.' },
    ]),
    same('Haz esquemas cortos: una idea por línea.'),
    same('Resuelve los ejercicios del libro sin mirar las soluciones.'),
    same('Anota las dudas y llévalas a clase.'),
    same('Estudia en un lugar tranquilo y con buena luz.'),
    same('Haz pausas de cinco minutos cada media hora.'),
    same('Pide a alguien que te haga preguntas.'),
    same('El día anterior', 'heading'),
    added('Duerme bien la noche anterior: el descanso fija lo que aprendiste.'),
    removed('Repasa hasta tarde los temas más difíciles.'),
    same('Prepara los materiales.', 'listItem'),
    same('Lleva agua.', 'listItem'),
    same('Revisa el horario.', 'listItem'),
    same('Desayuna algo ligero.', 'listItem'),
    changed(
      [
        { value: 'Llega ' },
        { value: 'diez', removed: true },
        { value: 'quince', added: true },
        { value: ' minutos antes.' },
      ],
      'listItem',
    ),
    same('Durante el examen', 'heading'),
    same('Lee todas las preguntas antes de empezar.'),
    same('Empieza por las que sabes.'),
    same('Deja tiempo para revisar.'),
    same('respuestas = revisar(examen)', 'code'),
  ],
};

/** One block of each kind, and each way a block can stand, none folded. */
export const statesComparison: RevisionComparison = {
  title: [{ value: 'Estados de un bloque' }],
  summary: [],
  body: [
    same('Un título sin cambios', 'heading'),
    changed([{ value: 'Un párrafo ' }, { value: 'antiguo', removed: true }, { value: 'nuevo', added: true }]),
    added('Un elemento de lista añadido', 'listItem'),
    removed('Una cita quitada', 'quote'),
    same('const nota = 10;', 'code'),
  ],
};

/** A version equal to the current text: nothing to go through, the body folded. */
export const unchangedComparison: RevisionComparison = {
  title: [{ value: 'Cómo preparar un examen oral' }],
  summary: [{ value: 'Un plan de estudio para la semana anterior a la prueba.' }],
  body: lessonComparison.body.filter((block) => block.status === 'unchanged'),
};
