import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkPopover } from './LinkPopover';

/** Refuses anything that is not a web address, as the editor does. */
function webOnly(url: string): string | undefined {
  return /^https?:\/\//i.test(url)
    ? undefined
    : 'Solo se permiten enlaces que empiecen por http:// o https://';
}

const meta = {
  title: 'Fragments/Editor/LinkPopover',
  component: LinkPopover,
  args: {
    initial: { text: 'evaluación formativa', url: 'https://www.unesco.org/es/education', newTab: true },
    validateUrl: webOnly,
    onApply: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof LinkPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

export const NewLink: Story = {
  args: { initial: { text: 'guía de estudio', url: '', newTab: false } },
  play: async ({ canvasElement }) => {
    // A new link has nothing to remove.
    await expect(within(canvasElement).queryByRole('button', { name: 'Quitar enlace' })).toBeNull();
  },
};

export const EnterAppliesTheLink: Story = {
  tags: ['!autodocs', '!dev'],
  args: { initial: { text: 'guía de estudio', url: '', newTab: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Texto del enlace' })).toHaveValue('guía de estudio');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Abrir en una pestaña nueva' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'URL' }),
      '  https://pupitre.example/guia {Enter}',
    );
    await expect(args.onApply).toHaveBeenCalledWith({
      text: 'guía de estudio',
      url: 'https://pupitre.example/guia',
      newTab: true,
    });
  },
};

export const JavascriptUrlIsRefused: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const url = canvas.getByRole('textbox', { name: 'URL' });
    await userEvent.clear(url);
    await userEvent.type(url, 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveAccessibleDescription(
      'Solo se permiten enlaces que empiecen por http:// o https://',
    );
    await expect(url).toHaveFocus();
    await expect(args.onApply).not.toHaveBeenCalled();

    await userEvent.type(url, 'x');
    await expect(url).not.toHaveAttribute('aria-invalid');
  },
};

export const CancelLeavesTheTextAsItWas: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const EditingALinkOffersRemoval: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar enlace' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
