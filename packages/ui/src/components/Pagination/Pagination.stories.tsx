import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { guidance } from '../story-guidance';
import { Pagination } from './Pagination';
import { pageList } from './page-list';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  parameters: {
    docs: guidance({
      resumen: 'Flechas de anterior y siguiente y botones de página; no se muestra si todo cabe en una.',
      usar: 'Bajo un listado largo que se recorre por páginas.',
      evitar: 'Cuando basta con «Cargar más» (lo ofrece `PostGrid`) ni para pasos de un formulario.',
      accesibilidad: [
        'Es un `nav` llamado «Paginación». Cada botón tiene nombre («Página 3», «Página siguiente») y',
        'la página actual lleva `aria-current`; las flechas se desactivan en los extremos. Al cambiar',
        'de página, la app debe llevar el foco o el desplazamiento al inicio del listado.',
      ],
    }),
  },
  args: { page: 1, totalPages: 4, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ManyPages: Story = { args: { page: 7, totalPages: 20 } };
export const SinglePageRendersNothing: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

function Controlled() {
  const [page, setPage] = useState(1);
  return <Pagination page={page} totalPages={5} onPageChange={setPage} />;
}

export const NavigatesWithArrowsAndNumbers: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(canvas.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Página 5' }));
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  },
};

export const PageListRules: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => <output>{JSON.stringify(pageList(7, 20))}</output>,
  play: async () => {
    await expect(pageList(7, 20)).toEqual([1, 'gap', 6, 7, 8, 'gap', 20]);
    await expect(pageList(3, 5)).toEqual([1, 2, 3, 4, 5]);
    await expect(pageList(1, 1)).toEqual([1]);
  },
};
