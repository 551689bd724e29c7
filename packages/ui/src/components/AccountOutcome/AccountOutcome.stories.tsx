import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, within } from 'storybook/test';
import { CheckCircleIcon } from '../../icons/CheckCircleIcon';
import { MailIcon } from '../../icons/MailIcon';
import { Link } from '../../providers/LinkProvider';
import { AccountCard } from '../AccountCard/AccountCard';
import { Button } from '../Button/Button';
import { TextLink } from '../TextLink/TextLink';
import { AccountOutcome } from './AccountOutcome';

const meta = {
  title: 'Fragments/AccountOutcome',
  component: AccountOutcome,
  args: {
    icon: CheckCircleIcon,
    title: '¡Contraseña restablecida!',
    message: 'Tu contraseña se cambió correctamente. Ya puedes iniciar sesión con tu nueva contraseña.',
    children: (
      <Button asChild size="lg" fullWidth>
        <Link href="/login">Iniciar Sesión</Link>
      </Button>
    ),
  },
  argTypes: { icon: { control: false }, children: { control: false } },
} satisfies Meta<typeof AccountOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EmailSentInItsCard: Story = {
  args: {
    icon: MailIcon,
    title: '¡Correo enviado!',
    message: (
      <>
        Enviamos un enlace para restablecer tu contraseña a{' '}
        <strong>profesora.ana.martinez.gonzalez@escuela-secundaria.edu.mx</strong>. Revisa tu bandeja de
        entrada y, si no lo encuentras, tu carpeta de spam.
      </>
    ),
    children: undefined,
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <AccountCard
        title="Recuperar contraseña"
        footer={<TextLink href="/login">Volver a iniciar sesión</TextLink>}
      >
        <AccountOutcome {...args} />
      </AccountCard>
    </div>
  ),
};

export const IsAnnouncedWithADrawnIcon: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(within(status).getByRole('heading', { level: 2 })).toHaveTextContent(
      '¡Contraseña restablecida!',
    );
    // An SVG, never an emoji glyph: it draws the same on systems without an emoji font.
    const icon = status.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(status).not.toHaveTextContent('✅');
    await expect(within(status).getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

function FocusedOutcome() {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <AccountOutcome
      icon={MailIcon}
      title="¡Correo enviado!"
      titleRef={title}
      message="Revisa tu bandeja de entrada y, si no lo encuentras, tu carpeta de spam."
    />
  );
}

export const TitleTakesFocusFromTheFormItReplaces: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  render: () => <FocusedOutcome />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '¡Correo enviado!' })).toHaveFocus();
  },
};
