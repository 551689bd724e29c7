import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card/Card';
import { SidebarBox } from '../SidebarBox/SidebarBox';
import { guidance } from '../story-guidance';
import { PostLayout } from './PostLayout';

const meta = {
  title: 'Components/PostLayout',
  component: PostLayout,
  parameters: {
    docs: guidance({
      resumen: [
        'La página de un post: el artículo y, a su lado, una barra lateral de un tercio (debajo en',
        'móviles).',
      ],
      usar: 'Como estructura de la página del post, con `SidebarBox` en la barra lateral.',
      evitar: 'Para otras páginas de dos columnas (usa `PageColumns`).',
      accesibilidad: [
        'La barra lateral es un `aside` con nombre («Contenido relacionado» u otro con `sidebarLabel`).',
        'En el código va después del artículo, que se lee y recorre primero.',
      ],
    }),
  },
  args: {
    children: (
      <Card as="article" padding="lg" aria-label="Apuntes Cornell paso a paso">
        El artículo ocupa la columna ancha.
      </Card>
    ),
    sidebar: (
      <>
        <SidebarBox title="Publicaciones relacionadas">
          <p>Tres lecturas más de la misma categoría.</p>
        </SidebarBox>
        <SidebarBox title="Sobre Pupitre">
          <p>Artículos prácticos para aprender y enseñar mejor.</p>
        </SidebarBox>
      </>
    ),
  },
  argTypes: { children: { control: false }, sidebar: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const aside = within(canvasElement).getByRole('complementary', { name: 'Contenido relacionado' });
    await expect(aside.getBoundingClientRect().width).toBeLessThanOrEqual(350);
  },
};

/** Just above the phone breakpoint the sidebar narrows, so the article keeps most of the row. */
export const NarrowDesktop: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 800 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const article = canvas.getByRole('article', { name: 'Apuntes Cornell paso a paso' });
    const aside = canvas.getByRole('complementary', { name: 'Contenido relacionado' });
    await expect(article.getBoundingClientRect().width).toBeGreaterThanOrEqual(0.6 * 800);
    await expect(aside.getBoundingClientRect().width).toBeGreaterThanOrEqual(240);
  },
};

export const OwnSidebarName: Story = {
  tags: ['!autodocs', '!dev'],
  args: { sidebarLabel: 'Más para leer' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary', { name: 'Más para leer' })).toBeVisible();
  },
};
