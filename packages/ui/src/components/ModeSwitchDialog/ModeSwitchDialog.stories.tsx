import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type EditorMode, EditorModeSwitch } from '../EditorModeSwitch/EditorModeSwitch';
import { ModeSwitchDialog } from './ModeSwitchDialog';

const meta = {
  title: 'Fragments/Editor/ModeSwitchDialog',
  component: ModeSwitchDialog,
  args: { open: true, onOpenChange: fn(), onConfirm: fn() },
} satisfies Meta<typeof ModeSwitchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Modo HTML (Avanzado)' });
    await expect(dialog).toHaveAccessibleDescription(
      'En el modo HTML editarás el contenido como código, y el formato de la publicación se conserva tal cual. Si vuelves al modo simple, solo se convertirá lo que el editor simple puede mostrar.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar al modo HTML' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const CancelAsksToClose: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Modo HTML (Avanzado)' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

// The dialog sits on <body>, so a narrow frame cannot hold it; this checks that its buttons wrap inside it.
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Modo HTML (Avanzado)' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

function EditorModes() {
  const [mode, setMode] = useState<EditorMode>('simple');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <EditorModeSwitch
        mode={mode}
        onModeChange={(next) => (next === 'html' ? setAsking(true) : setMode(next))}
      />
      <ModeSwitchDialog
        open={asking}
        onOpenChange={setAsking}
        onConfirm={() => {
          setMode('html');
          setAsking(false);
        }}
      />
    </>
  );
}

export const GoingToHtmlAsksFirst: Story = {
  tags: ['!autodocs', '!dev'],
  render: () => <EditorModes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const simple = canvas.getByRole('radio', { name: 'Simple' });
    const html = canvas.getByRole('radio', { name: 'HTML' });

    await userEvent.click(html);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(simple).toBeChecked();

    await userEvent.click(html);
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar al modo HTML' }));
    await waitFor(() => expect(html).toBeChecked());

    // Back to simple without a question.
    await userEvent.click(simple);
    await expect(simple).toBeChecked();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const ToSimpleLosingMarkup: Story = {
  args: { target: 'simple', lost: ['tablas', 'la etiqueta <video>'] },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '¿Cambiar al modo simple?' });
    await expect(dialog).toHaveAccessibleDescription(
      'El modo simple no puede mostrar tablas y la etiqueta <video>. Si cambias, ese formato se quitará de la publicación y se perderá al guardar.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar y perder el formato' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const ToSimpleCancelKeepsHtml: Story = {
  tags: ['!autodocs', '!dev'],
  args: { target: 'simple', lost: ['tablas'] },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '¿Cambiar al modo simple?' });
    await expect(dialog).toHaveAccessibleDescription(
      'El modo simple no puede mostrar tablas. Si cambias, ese formato se quitará de la publicación y se perderá al guardar.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
