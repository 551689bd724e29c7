import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { SearchBox } from '../SearchBox/SearchBox';
import { guidance } from '../story-guidance';
import { PageHeader, pageHeaderAlignments } from './PageHeader';

function DemoSearch() {
  const [term, setTerm] = useState('');
  return (
    <SearchBox value={term} onChange={setTerm} placeholder="Buscar categorías..." label="Buscar categorías" />
  );
}

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  parameters: {
    docs: guidance({
      resumen: [
        'La parte superior de una página de trabajo (el panel, el editor): título, una frase y su',
        'control principal.',
      ],
      usar: 'En pantallas de gestión, donde un `Hero` grande estorbaría.',
      evitar: 'En páginas públicas de entrada (usa `Hero`) ni más de una vez por página.',
      accesibilidad: [
        'Su título es el único h1 de la página, así que debe decir qué es la pantalla («Panel de',
        'administración»). Va en un `header` al principio del contenido.',
      ],
    }),
  },
  args: {
    title: 'Explora Nuestras Categorías',
    lead: 'Artículos sobre técnicas de estudio, tecnología educativa y desarrollo docente.',
    children: <DemoSearch />,
  },
  argTypes: {
    align: { control: 'inline-radio', options: pageHeaderAlignments },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Explora Nuestras Categorías');
    await expect(canvas.getByRole('searchbox', { name: 'Buscar categorías' })).toBeVisible();
  },
};

/** At 320 px the page column is about 288 px: long Spanish words must not push the page sideways. */
export const LongWordsOnAPhone: Story = {
  args: { title: 'Herramientas Tecnológicas', align: 'start', children: undefined },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') as HTMLElement;
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};
