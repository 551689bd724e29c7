import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        value: 'registro',
        title: '¿Cómo creo una cuenta?',
        content: 'Desde la página de registro, con tu correo.',
      },
      { value: 'costo', title: '¿Tiene algún costo?', content: 'No: leer y comentar es gratuito.' },
      {
        value: 'escribir',
        title: '¿Puedo proponer un artículo?',
        content: 'Sí, escríbenos desde la página de contacto.',
      },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OneOpen: Story = { args: { defaultValue: 'costo' } };
export const OneOpenDark: Story = { args: { defaultValue: 'costo' }, globals: { theme: 'dark' } };

export const OpeningOneClosesTheOther: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: /¿Cómo creo una cuenta\?/ });
    const second = canvas.getByRole('button', { name: /¿Tiene algún costo\?/ });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};
