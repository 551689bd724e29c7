import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type LinkProps, LinkProvider } from '../../providers/LinkProvider';
import { TextLink } from './TextLink';

const meta = {
  title: 'Primitives/TextLink',
  component: TextLink,
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
export const Dark: Story = { globals: { theme: 'dark' } };

export const LongAddressWraps: Story = {
  args: { href: 'mailto:contacto@ejemplo.org', children: 'contacto-de-la-comunidad-educativa@ejemplo.org' },
  decorators: [(Story) => <div style={{ width: 200 }}>{Story()}</div>],
};

function RouterLink(props: LinkProps) {
  return <a {...props} data-router="true" />;
}

export const GoesThroughTheAppRouter: Story = {
  decorators: [(Story) => <LinkProvider component={RouterLink}>{Story()}</LinkProvider>],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Regístrate' });
    await expect(link).toHaveAttribute('data-router', 'true');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
