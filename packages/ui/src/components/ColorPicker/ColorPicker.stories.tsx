import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColorPicker } from './ColorPicker';
import { TEXT_COLOUR_PRESETS } from './colour-values';

const meta = {
  title: 'Fragments/Editor/ColorPicker',
  component: ColorPicker,
  args: {
    value: '#0b4444',
    presets: TEXT_COLOUR_PRESETS,
    saved: ['#c0392b', '#1a936f'],
    onPick: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

export const SwatchesSayWhichIsCurrent: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const presets = canvas.getByRole('group', { name: 'Colores predefinidos' });
    await expect(within(presets).getAllByRole('button')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Color #0b4444' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Color #91a8a4' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const saved = canvas.getByRole('group', { name: 'Colores guardados' });
    await expect(within(saved).getByRole('button', { name: 'Color #1a936f' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Color #91a8a4' }));
    await expect(args.onPick).toHaveBeenCalledWith('#91a8a4');
    await expect(canvas.getByRole('textbox', { name: 'Código hexadecimal' })).toHaveValue('#91a8a4');
  },
};

export const NoSavedColoursGiveAHint: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { saved: [], onSave: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved = canvas.getByRole('group', { name: 'Colores guardados' });
    await expect(saved).toHaveTextContent('Aún no has guardado ningún color.');
    await expect(canvas.queryByRole('button', { name: 'Guardar color' })).toBeNull();
  },
};

export const HexAndRgbFieldsFollowEachOther: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const hex = canvas.getByRole('textbox', { name: 'Código hexadecimal' });
    await userEvent.clear(hex);
    await userEvent.type(hex, 'ABC');
    await expect(canvas.getByRole('spinbutton', { name: 'Rojo' })).toHaveValue(170);
    await expect(canvas.getByRole('spinbutton', { name: 'Verde' })).toHaveValue(187);
    await expect(canvas.getByRole('spinbutton', { name: 'Azul' })).toHaveValue(204);
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar color' }));
    await expect(args.onPick).toHaveBeenLastCalledWith('#abc');

    const red = canvas.getByRole('spinbutton', { name: 'Rojo' });
    await userEvent.clear(red);
    await userEvent.type(red, '300');
    await expect(red).toHaveValue(255);
    const green = canvas.getByRole('spinbutton', { name: 'Verde' });
    await userEvent.clear(green);
    await userEvent.type(green, '-5');
    await expect(green).toHaveValue(0);
    await expect(hex).toHaveValue('#ff00cc');

    await userEvent.click(canvas.getByRole('button', { name: 'Guardar color' }));
    await expect(args.onSave).toHaveBeenCalledWith('#ff00cc');
  },
};

export const InvalidHexIsRefused: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const hex = canvas.getByRole('textbox', { name: 'Código hexadecimal' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#12');
    await expect(hex).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Introduce un color hexadecimal de 3 o 6 dígitos',
    );
    await expect(canvas.getByRole('button', { name: 'Aplicar color' })).toBeDisabled();
    await userEvent.type(hex, '{Enter}');
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};
