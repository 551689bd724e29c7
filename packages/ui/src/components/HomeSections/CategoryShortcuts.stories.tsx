import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { CategoryShortcuts } from './CategoryShortcuts';

const meta = {
  title: 'Fragments/HomeSections/CategoryShortcuts',
  component: CategoryShortcuts,
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
export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };

export const ChoosingOneFiltersByIt: Story = {
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
