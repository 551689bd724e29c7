import { useState } from 'react';
import { RevisionHistory, type RevisionHistoryProps } from './RevisionHistory';
import type { RevisionComparison, RevisionEntry } from './revision-view';

/** A post's history as the editor would list it, newest first. */
export const demoRevisions: RevisionEntry[] = [
  {
    id: 14,
    kind: 'autosave',
    dateTime: '2026-06-15T17:42:00.000Z',
    dateLabel: '15 jun 2026, 11:42',
    author: 'Lucía Ramírez',
    title: 'Cómo preparar un examen oral',
  },
  {
    id: 12,
    kind: 'restore',
    dateTime: '2026-06-15T17:20:00.000Z',
    dateLabel: '15 jun 2026, 11:20',
    author: 'Lucía Ramírez',
    title: 'Cómo preparar un examen',
  },
  {
    id: 9,
    kind: 'update',
    dateTime: '2026-06-14T22:05:00.000Z',
    dateLabel: '14 jun 2026, 16:05',
    author: null,
    title: 'Preparar un examen sin estrés',
  },
  {
    id: 4,
    kind: 'publish',
    dateTime: '2026-06-10T15:00:00.000Z',
    dateLabel: '10 jun 2026, 9:00',
    author: 'Administración Pupitre',
    title: 'Cómo preparar un examen',
  },
];

/** Version 9 against the current text: a word changed in the title, a sentence added to the body. */
export const demoComparison: RevisionComparison = {
  title: [
    { value: 'Preparar', removed: true },
    { value: 'Cómo preparar', added: true },
    { value: ' un examen ' },
    { value: 'sin estrés', removed: true },
    { value: 'oral', added: true },
  ],
  summary: [{ value: 'Un plan de estudio para la semana anterior a la prueba.' }],
  body: [
    { value: 'Empieza una semana antes.\n\nRepasa en voz alta ' },
    { value: 'cada noche', removed: true },
    { value: 'cada mañana', added: true },
    { value: ' y explica el tema a alguien más.' },
    { value: '\n\nDuerme bien la noche anterior.', added: true },
  ],
};

export const sameComparison: RevisionComparison = {
  title: [{ value: 'Cómo preparar un examen oral' }],
  summary: [],
  body: [{ value: 'Empieza una semana antes.' }],
};

type Callbacks = Pick<RevisionHistoryProps, 'onSelect' | 'onRestore'>;

/** The history as an app drives it: a version is compared once chosen. */
export function SelectableHistory({ onSelect, onRestore }: Callbacks) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  return (
    <RevisionHistory
      status="ready"
      revisions={demoRevisions}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        onSelect(id);
      }}
      comparison={selectedId === 9 ? demoComparison : sameComparison}
      onRestore={onRestore}
    />
  );
}
