import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuoteCard } from './QuoteCard';

const meta = {
  title: 'Fragments/QuoteCard',
  component: QuoteCard,
  args: {
    text: 'Aprender no es llenar un recipiente: es encender una curiosidad que no se apaga.',
    author: 'Equipo Pupitre',
  },
  decorators: [(Story) => <div style={{ maxWidth: 460 }}>{Story()}</div>],
} satisfies Meta<typeof QuoteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShortQuoteOnANarrowScreen: Story = {
  args: { text: 'La constancia convierte lo difícil en costumbre.' },
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};

export const QuoteWithItsAuthor: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Frase del momento' });
    const figure = within(region).getByRole('figure');
    await expect(figure.querySelector('blockquote')).toHaveTextContent('encender una curiosidad');
    await expect(within(figure).getByText('— Equipo Pupitre')).toBeVisible();
  },
};
