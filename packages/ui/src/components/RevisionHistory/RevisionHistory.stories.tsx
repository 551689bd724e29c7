import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { RevisionHistory } from './RevisionHistory';
import { RevisionHistoryDialog } from './RevisionHistoryDialog';
import { demoComparison, demoRevisions, demoTimeZoneName, SelectableHistory } from './revision-story-data';

const meta = {
  title: 'Fragments/Editor/RevisionHistory',
  component: RevisionHistory,
  subcomponents: { RevisionHistoryDialog },
  args: {
    status: 'ready',
    revisions: demoRevisions,
    timeZoneName: demoTimeZoneName,
    selectedId: null,
    onSelect: fn(),
    onRestore: fn(),
    onRetry: fn(),
    restoring: false,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
    comparisonStatus: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
  },
} satisfies Meta<typeof RevisionHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  args: { status: 'loading', revisions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando versiones...');
  },
};

export const Empty: Story = {
  args: { revisions: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Aún no hay versiones guardadas.' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', revisions: [], errorMessage: 'No se pudo cargar el historial de versiones.' },
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo cargar el historial de versiones.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Version 9 against the current text: underlined was added since, struck through was taken out. */
export const WithComparison: Story = {
  args: { selectedId: 9, comparison: demoComparison },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Actualización/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const added = canvasElement.querySelectorAll('ins');
    const removed = canvasElement.querySelectorAll('del');
    // Title: two of each; body: two added, one taken out; and the legend shows one of each.
    await expect(added).toHaveLength(5);
    await expect(removed).toHaveLength(4);
    await expect(added[2]).toHaveTextContent('[añadido: oral]');
    await expect(removed[2]).toHaveTextContent('[quitado: sin estrés]');
    await expect(getComputedStyle(added[2] as Element).textDecorationLine).toBe('underline');
    await expect(getComputedStyle(removed[2] as Element).textDecorationLine).toBe('line-through');
  },
};

export const ComparisonLoading: Story = { args: { selectedId: 9, comparisonStatus: 'loading' } };

export const Restoring: Story = {
  args: { selectedId: 9, comparison: demoComparison, restoring: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Restaurando/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onRestore).not.toHaveBeenCalled();
  },
};

export const RestoreFailed: Story = {
  args: { selectedId: 9, comparison: demoComparison, restoreError: 'No se pudo restaurar la versión.' },
};

export const WithOlderVersions: Story = {
  args: { onLoadMore: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ver versiones anteriores' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const SelectingAVersionComparesIt: Story = {
  tags: ['!autodocs', '!dev'],
  render: (args) => <SelectableHistory onSelect={args.onSelect} onRestore={args.onRestore} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Elige una versión para compararla con el texto actual.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Restaurar esta versión' })).toBeNull();
    const version = canvas.getByRole('button', { name: /Actualización/ });
    await userEvent.click(version);
    await expect(args.onSelect).toHaveBeenCalledWith(9);
    await expect(version).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Actualización del')).toBeVisible();
    const comparison = canvas.getByRole('region', { name: 'Comparación con el texto actual' });
    await expect(comparison).toHaveTextContent('[quitado: sin estrés][añadido: oral]');

    await userEvent.click(canvas.getByRole('button', { name: /Publicación/ }));
    await expect(version).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText('Esta versión es igual al texto actual.')).toBeVisible();
  },
};

export const PressingRestoreRestoresTheChosenVersion: Story = {
  tags: ['!autodocs', '!dev'],
  render: (args) => <SelectableHistory onSelect={args.onSelect} onRestore={args.onRestore} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Restauración/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Restaurar esta versión' }));
    await expect(args.onRestore).toHaveBeenCalledWith(12);
  },
};

export const InDialogOpen: Story = {
  args: { selectedId: 9, comparison: demoComparison },
  render: (args) => <RevisionHistoryDialog {...args} open onOpenChange={fn()} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Historial' });
    await expect(
      within(dialog).getByRole('heading', { level: 3, name: 'Versiones guardadas' }),
    ).toBeInTheDocument();
    // Wider than the dialog's own 480px, so the comparison sits beside the list.
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBeGreaterThan(700));
  },
};

/** The times are the site's: the list says in which zone, the chosen version gives its time in full. */
export const TimesNameTheirZone: Story = {
  tags: ['!autodocs', '!dev'],
  args: { selectedId: 9, comparison: demoComparison },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Horas en la zona del sitio: hora de Ciudad de México.')).toBeVisible();
    const chosen = canvasElement.querySelector('section:last-of-type time');
    await expect(chosen).toHaveTextContent('14 de junio de 2026, 16:05 (hora de Ciudad de México)');
    await expect(chosen).toHaveAttribute('dateTime', '2026-06-14T22:05:00.000Z');
  },
};

function DialogWithTrigger(args: Parameters<typeof RevisionHistoryDialog>[0]) {
  const [open, setOpen] = useState(false);
  return (
    <RevisionHistoryDialog
      {...args}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" tone="neutral">
          Historial
        </Button>
      }
    />
  );
}

export const ClosingReturnsFocusToTheTrigger: Story = {
  tags: ['!autodocs', '!dev'],
  render: (args) => <DialogWithTrigger {...args} open={false} onOpenChange={fn()} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Historial' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Historial' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Actualización/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    const again = await screen.findByRole('dialog', { name: 'Historial' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
