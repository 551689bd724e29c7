import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { guidance } from '../components/story-guidance';
import { Link, type LinkProps, LinkProvider } from './LinkProvider';

function RouterLink(props: LinkProps) {
  return <a {...props} data-router="true" />;
}

const meta = {
  title: 'Foundations/LinkProvider',
  component: LinkProvider,
  subcomponents: { Link },
  parameters: {
    docs: guidance({
      resumen: [
        '`LinkProvider` hace que los enlaces internos de los componentes usen el enrutador de la app;',
        '`Link` es ese enlace.',
      ],
      usar: 'Una vez en la raíz de la app, con el componente de enlace del framework.',
      evitar: 'Para enlaces a otros sitios: esos van como `ExternalLink` y no pasan por el enrutador.',
      accesibilidad: [
        'El componente que pases debe pintar un `<a href>` real: así el enlace se anuncia como tal, se',
        'activa con Enter y admite abrirse en otra pestaña. Tras navegar, la app debe llevar el foco o',
        'anunciar la página nueva.',
      ],
    }),
  },
  args: { component: RouterLink, children: null },
  render: () => (
    <LinkProvider component={RouterLink}>
      <p>
        <Link href="/blog">Enlace interno</Link> · <Link href="https://www.gob.mx/sep">Enlace externo</Link>
      </p>
    </LinkProvider>
  ),
} satisfies Meta<typeof LinkProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An internal link through the app's router and an external one. */
export const Default: Story = {};

export const InternalLinksUseTheAppRouter: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Enlace interno' })).toHaveAttribute('data-router', 'true');
    await expect(canvas.getByRole('link', { name: 'Enlace externo' })).not.toHaveAttribute('data-router');
  },
};

export const WithoutProviderLinksArePlainAnchors: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => <Link href="/blog">Blog</Link>,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Blog' });
    await expect(link).toHaveAttribute('href', '/blog');
    await expect(link).not.toHaveAttribute('data-router');
  },
};
