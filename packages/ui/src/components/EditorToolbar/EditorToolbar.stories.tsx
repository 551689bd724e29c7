import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EditorToolbar, type EditorToolbarItem } from './EditorToolbar';

const onActivate = fn();

function item(id: string, label: string, glyph: string, pressed?: boolean): EditorToolbarItem {
  return { id, label, glyph, pressed, onActivate };
}

const groups: EditorToolbarItem[][] = [
  [
    item('bold', 'Negrita (Ctrl+B)', 'B', true),
    item('italic', 'Cursiva (Ctrl+I)', 'I', false),
    item('underline', 'Subrayado (Ctrl+U)', 'U', false),
    item('strikethrough', 'Tachado', 'S', false),
  ],
  [
    item('h2', 'Título H2', 'H2', false),
    item('h3', 'Título H3', 'H3', true),
    item('h4', 'Título H4', 'H4', false),
  ],
  [
    item('undo', 'Deshacer (Ctrl+Z)', '↶'),
    { ...item('redo', 'Rehacer (Ctrl+Shift+Z)', '↷'), disabled: true },
  ],
];

const meta = {
  title: 'Fragments/Editor/EditorToolbar',
  component: EditorToolbar,
  args: { label: 'Formato del contenido', groups },
} satisfies Meta<typeof EditorToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

export const TogglesSayWhetherTheyApply: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'Formato del contenido' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Negrita (Ctrl+B)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Cursiva (Ctrl+I)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'Deshacer (Ctrl+Z)' })).not.toHaveAttribute(
      'aria-pressed',
    );
    await expect(canvas.getByRole('button', { name: 'Rehacer (Ctrl+Shift+Z)' })).toBeDisabled();
  },
};

/** One tab stop: the arrow keys move between buttons, Enter activates. */
export const ArrowKeysMoveBetweenButtons: Story = {
  tags: ['!autodocs', '!dev'],
  render: (args) => {
    const [log, setLog] = useState<string[]>([]);
    const wired = args.groups.map((items) =>
      items.map((entry) => ({ ...entry, onActivate: () => setLog((seen) => [...seen, entry.id]) })),
    );
    return (
      <div>
        <EditorToolbar {...args} groups={wired} />
        <output>{log.join(',')}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Negrita (Ctrl+B)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Cursiva (Ctrl+I)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('output')).toHaveTextContent('italic');
  },
};

const colourItem: EditorToolbarItem = {
  id: 'colour',
  label: 'Color del texto',
  glyph: 'A',
  panel: (close) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <p style={{ margin: 0 }}>Elige un color para el texto seleccionado.</p>
      <Button size="sm" onClick={close}>
        Listo
      </Button>
    </div>
  ),
};

/** A button with a panel: it says it opens a dialog, and shows whether that is open. */
export const WithPanelButton: Story = {
  args: { groups: [...groups, [colourItem]] },
};

export const PanelOpensAndClosesWithEscapeOrItsOwnButton: Story = {
  tags: ['!autodocs', '!dev'],
  args: { groups: [...groups, [colourItem]] },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Color del texto' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Color del texto' });
    await expect(panel).toHaveTextContent('Elige un color para el texto seleccionado.');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
  },
};
