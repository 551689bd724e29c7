import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BotMessage } from './BotMessage';
import { SAMPLE_ARTICLE_REPLY, SAMPLE_LINK_PATHS } from './chatbot-story-helpers';

const meta = {
  title: 'Fragments/Chatbot message',
  component: BotMessage,
  // The log's width on a 320 px phone: the window's and the log's margins taken off.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexDirection: 'column', width: 256, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { ...SAMPLE_ARTICLE_REPLY, linkPaths: SAMPLE_LINK_PATHS },
} satisfies Meta<typeof BotMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithArticleLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Named by the article's title, never by its bare path; the first is the one in the sentence.
    const [inSentence] = canvas.getAllByRole('link', {
      name: 'Procrastinación: cómo empezar cuando no quieres',
    });
    await expect(inSentence).toHaveAttribute('href', '/blog/12');
    const sources = within(canvas.getByRole('list', { name: 'Artículos relacionados' }));
    await expect(sources.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.tab();
    await expect(inSentence).toHaveFocus();
  },
};

export const WithoutSources: Story = {
  args: { text: 'Hola. Puedes escribirnos desde /contact.', sources: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '/contact' })).toHaveAttribute('href', '/contact');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
