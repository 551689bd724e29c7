import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExternalLink } from './ExternalLink';

const meta = {
  title: 'Fragments/ExternalLink',
  component: ExternalLink,
  args: { href: 'https://www.openstreetmap.org/', children: 'Ver en OpenStreetMap' },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };

export const OpensANewTabAndSaysSo: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ver en OpenStreetMap' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleDescription('Se abre en una pestaña nueva');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const InRunningText: Story = {
  render: (args) => (
    <p style={{ maxWidth: 320 }}>
      Las imágenes del mapa vienen de <ExternalLink {...args}>OpenStreetMap y sus colaboradores</ExternalLink>
      , con licencia abierta.
    </p>
  ),
};
