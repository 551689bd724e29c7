import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FontSizeMenu } from './FontSizeMenu';
import { FONT_SIZES } from './font-size-value';

const meta = {
  title: 'Fragments/Editor/FontSizeMenu',
  component: FontSizeMenu,
  args: { sizes: FONT_SIZES, value: 16, onPick: fn() },
} satisfies Meta<typeof FontSizeMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

/** A size outside the list starts in the custom field. */
export const CustomSizeStartsInItsField: Story = { args: { value: 13.5 } };

export const SizeButtonsSayWhichIsCurrent: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const sizes = within(canvas.getByRole('group', { name: 'Tamaños predefinidos' })).getAllByRole('button');
    await expect(sizes.map((button) => button.textContent)).toEqual(FONT_SIZES.map((px) => `${px} px`));
    await expect(canvas.getByRole('button', { name: '16 px' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '12 px' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: '120 px' }));
    await expect(args.onPick).toHaveBeenCalledWith(120);
  },
};

export const CustomSizeTakesDigitsAndOneDot: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const custom = canvas.getByRole('textbox', { name: 'Tamaño personalizado' });
    await userEvent.type(custom, '1a2.5.px');
    await expect(custom).toHaveValue('12.5');
    await userEvent.type(custom, '{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(12.5);
  },
};

export const CustomSizeOutOfRangeIsRefused: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const custom = canvas.getByRole('textbox', { name: 'Tamaño personalizado' });
    await userEvent.type(custom, '501');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar tamaño' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('El tamaño debe estar entre 1 y 500');
    await expect(custom).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onPick).not.toHaveBeenCalled();

    await userEvent.clear(custom);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(custom, '0.5{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('El tamaño debe estar entre 1 y 500');
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};
