import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ImportExportBox } from './ImportExportBox';

const meta = {
  title: 'Fragments/Editor/ImportExportBox',
  component: ImportExportBox,
  args: { onImport: fn(), onExport: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ImportExportBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Importar / Exportar' })).toBeVisible();
    await expect(canvas.getByText('Acepta archivos .html, .htm y .json.')).toBeVisible();
    const input = canvas.getByLabelText('Importar archivo');
    await expect(input).toHaveAttribute('accept', '.html,.htm,.json');
    await expect(input).toHaveAccessibleDescription('Acepta archivos .html, .htm y .json.');
  },
};

export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

export const ImportingHandsTheFileOver: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Importar archivo');
    const file = new File(['{"title":"Aprender con pausas"}'], 'aprender_con_pausas_export.json', {
      type: 'application/json',
    });
    await userEvent.upload(input, file);
    await expect(args.onImport).toHaveBeenCalledWith(file);
    // Cleared, so importing the same file again is reported again.
    await expect(input).toHaveValue('');
    await userEvent.upload(input, file);
    await expect(args.onImport).toHaveBeenCalledTimes(2);
  },
};

export const ExportButtonsSayWhichFormat: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar JSON' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('json');
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar HTML' }));
    await expect(args.onExport).toHaveBeenLastCalledWith('html');
  },
};

export const ReachableFromTheKeyboard: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Importar archivo')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Exportar JSON' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onExport).toHaveBeenCalledWith('html');
  },
};

export const DisabledDoesNothing: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Importar archivo')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Exportar JSON' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Exportar HTML' })).toBeDisabled();
  },
};
