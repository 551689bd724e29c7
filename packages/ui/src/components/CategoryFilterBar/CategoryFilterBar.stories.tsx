import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withCategoryTones } from '../../providers/category-tones-story-decorator';
import { guidance } from '../story-guidance';
import { CategoryFilterBar } from './CategoryFilterBar';

const categories = [
  { id: 1, name: 'Noticias' },
  { id: 2, name: 'Técnicas de Estudio' },
  { id: 3, name: 'Problemáticas en el Estudio' },
  { id: 4, name: 'Educación de Calidad' },
  { id: 5, name: 'Herramientas Tecnológicas' },
  { id: 6, name: 'Desarrollo Profesional Docente' },
  { id: 7, name: 'Comunidad y Colaboración' },
];

const meta = {
  title: 'Components/CategoryFilterBar',
  component: CategoryFilterBar,
  parameters: {
    docs: guidance({
      resumen: 'Fila de píldoras para filtrar un listado por categoría, empezando por «Todos».',
      usar: [
        'Encima de un listado de posts cuando las categorías son pocas y conviene verlas todas a la',
        'vez.',
      ],
      evitar: [
        'Con muchas categorías (usa un `Select`) ni para navegar a la página de una categoría: cada',
        'píldora filtra en la misma página.',
      ],
      accesibilidad: [
        'Es un grupo con nombre («Filtrar por categoría»); cada píldora es un botón conmutado',
        '(`aria-pressed`). Todas están en el orden de Tab, y además las flechas, Inicio y Fin saltan',
        'entre ellas. El punto de color es decorativo: el nombre de la categoría es lo que cuenta. En',
        'pantallas estrechas la fila se desplaza de lado.',
      ],
    }),
  },
  args: { categories, selectedId: null, onSelect: fn() },
  decorators: [
    withCategoryTones,
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryFilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Filtrar por categoría' })).toBeVisible();
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(8);
    await expect(buttons[0]).toHaveTextContent('Todos');
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
  },
};

export const OneSelected: Story = { args: { selectedId: 2 } };

export const NarrowScrollsSideways: Story = {
  args: { selectedId: 5 },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};

function Controlled({ onSelect }: { onSelect(id: number | null): void }) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  return (
    <CategoryFilterBar
      categories={categories}
      selectedId={selectedId}
      onSelect={(id) => {
        onSelect(id);
        setSelectedId(id);
      }}
    />
  );
}

export const SelectsAndToggles: Story = {
  tags: ['!autodocs', '!dev'],
  render: (args) => <Controlled onSelect={args.onSelect} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const study = canvas.getByRole('button', { name: 'Técnicas de Estudio' });
    await userEvent.click(study);
    await expect(args.onSelect).toHaveBeenLastCalledWith(2);
    await expect(study).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(study);
    await expect(args.onSelect).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const KeyboardTabAndArrows: Story = {
  tags: ['!autodocs', '!dev'],
  render: (args) => <Controlled onSelect={args.onSelect} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Todos' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Noticias' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Técnicas de Estudio' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Comunidad y Colaboración' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Todos' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(7);
    await expect(canvas.getByRole('button', { name: 'Comunidad y Colaboración' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
