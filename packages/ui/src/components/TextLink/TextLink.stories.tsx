import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type LinkProps, LinkProvider } from '../../providers/LinkProvider';
import { guidance } from '../story-guidance';
import { TextLink } from './TextLink';

const meta = {
  title: 'Primitives/TextLink',
  component: TextLink,
  parameters: {
    docs: guidance({
      resumen: [
        'Enlace subrayado dentro de un texto, que navega con el enrutador de la app (`LinkProvider`).',
      ],
      usar: 'Para enlaces internos en frases y párrafos.',
      evitar: [
        'Para acciones (usa `Button`) o para enlaces a otros sitios que se abren aparte',
        '(`ExternalLink`).',
      ],
      accesibilidad: [
        'Es un `<a>` con `href`: funciona con Enter, con el clic central y con «abrir en pestaña',
        'nueva». El subrayado lo distingue sin depender del color, y muestra el foco de teclado. El',
        'texto debe decir adónde lleva.',
      ],
    }),
  },
  args: { href: '/register', children: 'Regístrate' },
  render: (args) => (
    <p style={{ margin: 0 }}>
      ¿No tienes una cuenta? <TextLink {...args} />
    </p>
  ),
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A long address breaks inside a narrow column instead of overflowing it. */
export const LongAddress: Story = {
  args: { href: 'mailto:contacto@ejemplo.org', children: 'contacto-de-la-comunidad-educativa@ejemplo.org' },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
};

function RouterLink(props: LinkProps) {
  return <a {...props} data-router="true" />;
}

export const GoesThroughTheAppRouter: Story = {
  tags: ['!autodocs', '!dev'],
  decorators: [(Story) => <LinkProvider component={RouterLink}>{Story()}</LinkProvider>],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Regístrate' });
    await expect(link).toHaveAttribute('data-router', 'true');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
