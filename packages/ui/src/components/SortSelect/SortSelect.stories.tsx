import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { type SortOrder, SortSelect } from './SortSelect';

function Controlled() {
  const [order, setOrder] = useState<SortOrder>('reciente');
  return (
    <div>
      <SortSelect value={order} onChange={setOrder} />
      <p>Orden actual: {order}</p>
    </div>
  );
}

const meta = {
  title: 'Primitives/SortSelect',
  component: SortSelect,
  parameters: {
    docs: guidance({
      resumen: [
        'El selector «Ordenar por» con los tres órdenes: más recientes, más antiguos y alfabéticamente.',
      ],
      usar: 'En la barra de un listado de posts (`ListingToolbar`).',
      evitar: 'Para otros valores (usa `Select`, del que está hecho).',
      accesibilidad: [
        'Hereda el teclado y los nombres de `Select`. Al cambiar el orden, el listado se actualiza en',
        'su sitio: la app debe anunciarlo si cambia el número de resultados (`ListingStatus`).',
      ],
    }),
  },
  args: { value: 'reciente', onChange: () => {} },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChangesOrder: Story = {
  tags: ['!autodocs', '!dev'],
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Ordenar por' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Alfabéticamente' }));
    await expect(canvas.getByText('Orden actual: alfabetico')).toBeVisible();
  },
};
