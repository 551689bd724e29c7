import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChatSources } from './ChatSources';
import { SAMPLE_ARTICLE_REPLY } from './chatbot-story-helpers';

const meta = {
  title: 'Fragments/Chatbot sources',
  component: ChatSources,
  decorators: [
    (Story) => (
      <div style={{ width: 256, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { sources: SAMPLE_ARTICLE_REPLY.sources },
} satisfies Meta<typeof ChatSources>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoArticles: Story = {
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Artículos relacionados' }));
    const links = list.getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAccessibleName('Procrastinación: cómo empezar cuando no quieres');
    await expect(links[0]).toHaveAttribute('href', '/blog/12');
  },
};
