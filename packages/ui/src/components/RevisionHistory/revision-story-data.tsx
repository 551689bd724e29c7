import { useState } from 'react';
import type { RevisionComparison } from '../RevisionDiff/diff-view';
import { RevisionHistory, type RevisionHistoryProps } from './RevisionHistory';
import type { RevisionEntry } from './revision-view';

/** The zone the demo's times are in, as the editor names it. */
export const demoTimeZoneName = 'hora de Ciudad de México';

/** A post's history as the editor would list it, newest first. */
export const demoRevisions: RevisionEntry[] = [
  {
    id: 14,
    kind: 'autosave',
    dateTime: '2026-06-15T17:42:00.000Z',
    dateLabel: '15 jun 2026, 11:42',
    longDateLabel: '15 de junio de 2026, 11:42 (hora de Ciudad de México)',
    author: 'Lucía Ramírez',
    title: 'Cómo preparar un examen oral',
  },
  {
    id: 12,
    kind: 'restore',
    dateTime: '2026-06-15T17:20:00.000Z',
    dateLabel: '15 jun 2026, 11:20',
    longDateLabel: '15 de junio de 2026, 11:20 (hora de Ciudad de México)',
    author: 'Lucía Ramírez',
    title: 'Cómo preparar un examen',
  },
  {
    id: 9,
    kind: 'update',
    dateTime: '2026-06-14T22:05:00.000Z',
    dateLabel: '14 jun 2026, 16:05',
    longDateLabel: '14 de junio de 2026, 16:05 (hora de Ciudad de México)',
    author: null,
    title: 'Preparar un examen sin estrés',
  },
  {
    id: 4,
    kind: 'publish',
    dateTime: '2026-06-10T15:00:00.000Z',
    dateLabel: '10 jun 2026, 9:00',
    longDateLabel: '10 de junio de 2026, 9:00 (hora de Ciudad de México)',
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
    { status: 'unchanged', kind: 'paragraph', parts: [{ value: 'Empieza una semana antes.' }] },
    {
      status: 'changed',
      kind: 'paragraph',
      parts: [
        { value: 'Repasa en voz alta ' },
        { value: 'cada noche', removed: true },
        { value: 'cada mañana', added: true },
        { value: ' y explica el tema a alguien más.' },
      ],
    },
    {
      status: 'added',
      kind: 'paragraph',
      parts: [{ value: 'Duerme bien la noche anterior.', added: true }],
    },
  ],
};

export const sameComparison: RevisionComparison = {
  title: [{ value: 'Cómo preparar un examen oral' }],
  summary: [],
  body: [{ status: 'unchanged', kind: 'paragraph', parts: [{ value: 'Empieza una semana antes.' }] }],
};

type Callbacks = Pick<RevisionHistoryProps, 'onSelect' | 'onRestore'>;

/** The history as an app drives it: a version is compared once chosen. */
export function SelectableHistory({ onSelect, onRestore }: Callbacks) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  return (
    <RevisionHistory
      status="ready"
      revisions={demoRevisions}
      timeZoneName={demoTimeZoneName}
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
