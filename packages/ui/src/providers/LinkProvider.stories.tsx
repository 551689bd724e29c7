import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link, type LinkProps, LinkProvider } from './LinkProvider';

function RouterLink(props: LinkProps) {
  return <a {...props} data-router="true" />;
}

const meta = {
  title: 'Foundations/LinkProvider',
  component: LinkProvider,
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

export const InternalLinksUseTheAppRouter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Enlace interno' })).toHaveAttribute('data-router', 'true');
    await expect(canvas.getByRole('link', { name: 'Enlace externo' })).not.toHaveAttribute('data-router');
  },
};

export const WithoutProviderLinksArePlainAnchors: Story = {
  render: () => <Link href="/blog">Blog</Link>,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Blog' });
    await expect(link).toHaveAttribute('href', '/blog');
    await expect(link).not.toHaveAttribute('data-router');
  },
};
