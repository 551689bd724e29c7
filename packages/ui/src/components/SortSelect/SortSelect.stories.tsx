import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
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
  args: { value: 'reciente', onChange: () => {} },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };

export const ChangesOrder: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Ordenar por' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Alfabéticamente' }));
    await expect(canvas.getByText('Orden actual: alfabetico')).toBeVisible();
  },
};
