import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatWindow } from './ChatWindow';
import {
  SAMPLE_ARTICLE_QUESTION,
  SAMPLE_ARTICLE_REPLY,
  SAMPLE_LINK_PATHS,
  withChatStage,
} from './chatbot-story-helpers';

// The window alone, as the bubble loads it on demand: every state comes from its props.
const meta = {
  title: 'Fragments/Chatbot window',
  component: ChatWindow,
  decorators: [withChatStage],
  args: {
    productName: 'Aula Abierta',
    messages: [
      { id: 1, sender: 'user', text: SAMPLE_ARTICLE_QUESTION, sources: [] },
      { id: 2, sender: 'bot', ...SAMPLE_ARTICLE_REPLY },
    ],
    linkPaths: SAMPLE_LINK_PATHS,
    waiting: false,
    minimised: false,
    draft: '',
    onDraftChange: fn(),
    onSend: fn(),
    onToggleMinimised: fn(),
    onClose: fn(),
    inputRef: createRef<HTMLInputElement>(),
    windowRef: createRef<HTMLElement>(),
    logRef: createRef<HTMLDivElement>(),
  },
} satisfies Meta<typeof ChatWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAnswer: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const log = within(canvas.getByRole('log', { name: 'Conversación con el asistente' }));
    await expect(log.getByText(SAMPLE_ARTICLE_QUESTION)).toBeVisible();
    await expect(log.getByRole('list', { name: 'Artículos relacionados' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar mensaje' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Escribe tu mensaje' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const WaitingWithDraft: Story = {
  args: { waiting: true, draft: '¿Y para matemáticas?' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('El asistente está escribiendo...');
    await expect(canvas.getByRole('textbox', { name: 'Escribe tu mensaje' })).toBeDisabled();
  },
};
