import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeadingLevelProvider } from '../Heading/HeadingLevel';
import { guidance } from '../story-guidance';
import { TeamGrid } from './TeamGrid';

const meta = {
  title: 'Components/TeamGrid',
  component: TeamGrid,
  parameters: {
    docs: guidance({
      resumen: 'Las personas detrás del sitio: iniciales, nombre, rol y enlace a su perfil.',
      usar: 'En «Acerca de», para presentar al equipo.',
      evitar: 'Para autores de posts (van en la cabecera del post) ni para listas largas de usuarios.',
      accesibilidad: [
        'Es una lista; cada nombre es un encabezado. El enlace al perfil añade el nombre de la persona',
        'para los lectores de pantalla («Perfil en GitHub de Ana Pérez») y avisa de que se abre en otra',
        'pestaña. Las iniciales son decorativas.',
      ],
    }),
  },
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

/** Every link reads 'Perfil en GitHub' on screen; a screen reader also hears whose, and that it opens a tab. */
export const ProfileLinksSayWhoseAndWhere: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Perfil en GitHub de Marta Ruiz Soto' });
    await expect(link).toHaveAttribute('href', 'https://example.org/marta');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleDescription('Se abre en una pestaña nueva');
  },
};

export const OwnLinkLabel: Story = { args: { profileLabel: 'Ver perfil' } };
