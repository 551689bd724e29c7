import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeadingLevelProvider } from '../Heading/HeadingLevel';
import { TeamGrid } from './TeamGrid';

const meta = {
  title: 'Fragments/TeamGrid',
  component: TeamGrid,
  args: {
    members: [
      { name: 'Ana Torres Vega', role: 'Coordinación', profileHref: 'https://example.org/ana' },
      { name: 'Luis Pérez Gil', role: 'Desarrollo de interfaces', profileHref: 'https://example.org/luis' },
      { name: 'Marta Ruiz Soto', role: 'Diseño y accesibilidad', profileHref: 'https://example.org/marta' },
    ],
  },
  decorators: [
    // As on the about page: the team sits in a section titled with an h2.
    (Story) => (
      <HeadingLevelProvider level={3}>
        <div style={{ width: 900 }}>
          <Story />
        </div>
      </HeadingLevelProvider>
    ),
  ],
} satisfies Meta<typeof TeamGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('AT')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Luis Pérez Gil' })).toBeVisible();
  },
};
export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };

/** Every link reads 'Perfil en GitHub' on screen; a screen reader also hears whose, and that it opens a tab. */
export const ProfileLinksSayWhoseAndWhere: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Perfil en GitHub de Marta Ruiz Soto' });
    await expect(link).toHaveAttribute('href', 'https://example.org/marta');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleDescription('Se abre en una pestaña nueva');
  },
};

export const OwnLinkLabel: Story = { args: { profileLabel: 'Ver perfil' } };
