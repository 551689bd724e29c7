import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { RevisionDiff } from './RevisionDiff';
import { lessonComparison, statesComparison, unchangedComparison } from './revision-diff-story-data';

const meta = {
  title: 'Fragments/Editor/RevisionDiff',
  component: RevisionDiff,
  args: { comparison: lessonComparison },
  parameters: {
    docs: guidance({
      resumen:
        'Una versión guardada frente al texto actual: título, resumen y contenido párrafo por párrafo, con lo añadido subrayado y lo quitado tachado.',
      usar: 'En el historial del editor, junto a la lista de versiones, para decidir si se restaura una.',
      evitar: 'Para mostrar un texto sin compararlo: usa el cuerpo del artículo.',
      accesibilidad: [
        '«Siguiente cambio» y «Cambio anterior» llevan la vista y el foco a cada cambio, que se anuncia',
        'como «Cambio 2 de 5». Lo añadido y lo quitado se anuncian con texto oculto, no solo con color.',
        'Al mostrar párrafos plegados, el foco pasa al primero de ellos.',
      ],
    }),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof RevisionDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four changes (the title and three places of the body); two long runs of unchanged paragraphs fold. */
export const Default: Story = {};

/** Each way a block can stand, and each kind of block. */
export const BlockStates: Story = { args: { comparison: statesComparison } };

export const Unchanged: Story = {
  args: { comparison: unchangedComparison },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Esta versión es igual al texto actual.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Siguiente cambio' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Mostrar 18 párrafos sin cambios' })).toBeVisible();
  },
};

/** In a box that scrolls, as in the dialog: each press brings the change into sight and focuses it. */
export const NextChangeScrollsToEachChange: Story = {
  tags: ['!autodocs', '!dev'],
  decorators: [
    (Story) => (
      <div data-testid="scroller" style={{ height: 320, overflowY: 'auto' }}>
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByTestId('scroller');
    const next = canvas.getByRole('button', { name: 'Siguiente cambio' });
    const previous = canvas.getByRole('button', { name: 'Cambio anterior' });
    await expect(canvas.getByText('4 cambios')).toBeVisible();
    await expect(previous).toBeDisabled();

    await userEvent.click(next);
    await expect(canvas.getByRole('group', { name: 'Cambio 1 de 4' })).toHaveFocus();
    await expect(canvas.getByRole('group', { name: 'Cambio 1 de 4' })).toHaveTextContent(
      'Cómo preparar un examen [quitado: escrito][añadido: oral]',
    );
    await userEvent.click(next);
    await userEvent.click(next);
    const third = canvas.getByRole('group', { name: 'Cambio 3 de 4' });
    await expect(third).toHaveFocus();
    await expect(canvas.getByText('Cambio 3 de 4')).toBeVisible();
    await expect(third).toHaveTextContent(
      '[añadido: Duerme bien la noche anterior: el descanso fija lo que aprendiste.]' +
        '[quitado: Repasa hasta tarde los temas más difíciles.]',
    );
    // Scrolled into the box's sight, below its buttons.
    await waitFor(() => {
      const box = scroller.getBoundingClientRect();
      const change = third.getBoundingClientRect();
      expect(change.top).toBeGreaterThanOrEqual(box.top);
      expect(change.bottom).toBeLessThanOrEqual(box.bottom);
    });
    await expect(scroller.scrollTop).toBeGreaterThan(0);

    await userEvent.click(next);
    await expect(canvas.getByRole('group', { name: 'Cambio 4 de 4' })).toHaveFocus();
    await expect(next).toBeDisabled();
    await userEvent.click(previous);
    await expect(canvas.getByRole('group', { name: 'Cambio 3 de 4' })).toHaveFocus();
    await expect(canvas.getByText('Cambio 3 de 4')).toBeVisible();
  },
};

export const ClickingAChangeCountsFromIt: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('minutos antes.', { exact: false }));
    await expect(canvas.getByText('Cambio 4 de 4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambio anterior' }));
    await expect(canvas.getByRole('group', { name: 'Cambio 3 de 4' })).toHaveFocus();
  },
};

export const ShowingFoldedParagraphs: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByText('Resuelve los ejercicios del libro sin mirar las soluciones.'),
    ).toBeNull();
    // The paragraph beside a change stays in sight.
    await expect(canvas.getByText('Haz esquemas cortos: una idea por línea.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mostrar 4 párrafos sin cambios' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar 5 párrafos sin cambios' }));
    await expect(canvas.queryByRole('button', { name: 'Mostrar 5 párrafos sin cambios' })).toBeNull();
    const first = canvas.getByText('Resuelve los ejercicios del libro sin mirar las soluciones.');
    await expect(first).toBeVisible();
    await expect(first).toHaveFocus();
    await expect(canvas.getByText('Pide a alguien que te haga preguntas.')).toBeVisible();
    // The other run stays folded, and the changes keep their numbers.
    await expect(canvas.getByRole('button', { name: 'Mostrar 4 párrafos sin cambios' })).toBeVisible();
    await expect(canvas.getAllByRole('group', { name: /^Cambio \d de 4$/ })).toHaveLength(4);
  },
};
