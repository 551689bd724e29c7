import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { guidance } from '../story-guidance';
import { CategoryShortcuts } from './CategoryShortcuts';

const meta = {
  title: 'Components/HomeSections/CategoryShortcuts',
  component: CategoryShortcuts,
  parameters: {
    docs: guidance({
      resumen: 'Categorías destacadas como botones grandes; elegir una filtra los posts de la página.',
      usar: 'En la portada, para llevar al lector a un tema con un solo clic.',
      evitar: [
        'Para ir a la página de una categoría (usa `CategoryCard`, que es un enlace) ni con más de unas',
        'pocas categorías.',
      ],
      accesibilidad: [
        'Cada tarjeta es un botón con el nombre de la categoría; se activa con Enter o Espacio. El',
        'color del borde es un acento: el nombre y la descripción dicen qué es. Tras elegir, el listado',
        'debe anunciar su nuevo resultado.',
      ],
    }),
  },
  args: {
    categories: [
      { id: 2, name: 'Técnicas de Estudio', description: 'Métodos para estudiar mejor.' },
      { id: 5, name: 'Herramientas Tecnológicas', description: 'Recursos digitales para el aula.' },
      { id: 4, name: 'Educación de Calidad', description: 'Prácticas que mejoran la enseñanza.' },
    ],
    onChoose: fn(),
  },
  decorators: [
    withCategoryTones,
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryShortcuts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChoosingOneFiltersByIt: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Herramientas Tecnológicas/ }));
    await expect(args.onChoose).toHaveBeenCalledWith(5);
  },
};

export const OwnHint: Story = {
  args: { hint: 'Filtrar por esta categoría' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Filtrar por esta categoría')).toHaveLength(3);
  },
};
