import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { Accordion } from './Accordion';

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  parameters: {
    docs: guidance({
      resumen: [
        'Lista de preguntas o apartados que se despliegan de uno en uno (preguntas frecuentes, tipos de',
        'cookies).',
      ],
      usar: [
        'Contenido secundario que el lector consulta por partes y que haría la página demasiado larga',
        'si se mostrara entero.',
      ],
      evitar: [
        'Información que casi todos necesitan leer, o pasos que deben verse a la vez: mejor como texto',
        'corrido o con `InfoCards`. Tampoco para navegar entre vistas (eso son `Tabs`).',
      ],
      accesibilidad: [
        'Cada título es un botón dentro de un encabezado del nivel que le toca (`Heading`); anuncia si',
        'está abierto (`aria-expanded`). Enter o Espacio lo abren y cierran; Tab recorre los títulos.',
        'Escribe títulos que se entiendan solos: son lo único que se oye al recorrer la lista.',
      ],
    }),
  },
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

export const OpeningOneClosesTheOther: Story = {
  tags: ['!autodocs', '!dev'],
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
