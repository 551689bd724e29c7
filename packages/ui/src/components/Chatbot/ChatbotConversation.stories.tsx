import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Chatbot } from './Chatbot';
import {
  SAMPLE_ARTICLE_QUESTION,
  SAMPLE_ARTICLE_REPLY,
  SAMPLE_LINK_PATHS,
  SAMPLE_QUESTION,
  SAMPLE_REPLY,
  withChatStage,
} from './chatbot-story-helpers';
import type { SendChatMessage } from './use-conversation';

const TYPING = 'El asistente está escribiendo...';

const meta = {
  title: 'Fragments/Chatbot conversation',
  component: Chatbot,
  // Conversation scenarios only: they run as tests; the Chatbot page shows the component.
  tags: ['!autodocs', '!dev'],
  decorators: [withChatStage],
  args: {
    sendMessage: fn<SendChatMessage>(async () => SAMPLE_REPLY),
    promoDismissed: true,
    onPromoDismiss: fn(),
    replyDelayMs: 150,
    defaultOpen: true,
  },
} satisfies Meta<typeof Chatbot>;

export default meta;
type Story = StoryObj<typeof meta>;

// The window's code loads on demand, so it is awaited before its parts are read.
const parts = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    input: await canvas.findByRole('textbox', { name: 'Escribe tu mensaje' }),
    send: canvas.getByRole('button', { name: 'Enviar mensaje' }),
    log: canvas.getByRole('log'),
  };
};

export const ShowsTypingWhileWaiting: Story = {
  args: { sendMessage: fn<SendChatMessage>(() => new Promise<string>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const { canvas, input, send, log } = await parts(canvasElement);
    await userEvent.type(input, `  ${SAMPLE_QUESTION}  `);
    await userEvent.click(send);
    await expect(args.sendMessage).toHaveBeenCalledWith(SAMPLE_QUESTION);
    await expect(log).toHaveTextContent(SAMPLE_QUESTION);
    await expect(canvas.getByRole('status')).toHaveTextContent(TYPING);
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('');
    await expect(send).toBeDisabled();
  },
};

export const ShowsTheReplyAfterTheDelay: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, input, log } = await parts(canvasElement);
    await userEvent.type(input, `${SAMPLE_QUESTION}{Enter}`);
    await expect(canvas.getByRole('status')).toHaveTextContent(TYPING);
    await waitFor(() => expect(log).toHaveTextContent(SAMPLE_REPLY));
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(input).toBeEnabled();
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const ShowsArticleLinksAndSources: Story = {
  args: {
    sendMessage: fn<SendChatMessage>(async () => SAMPLE_ARTICLE_REPLY),
    linkPaths: SAMPLE_LINK_PATHS,
  },
  play: async ({ canvasElement }) => {
    const { input, log } = await parts(canvasElement);
    await userEvent.type(input, `${SAMPLE_ARTICLE_QUESTION}{Enter}`);
    const inLog = within(log);
    // Named by the article's title, never by its bare path; the first is the one in the sentence.
    const [article] = await inLog.findAllByRole('link', {
      name: 'Procrastinación: cómo empezar cuando no quieres',
    });
    const register = inLog.getByRole('link', { name: '/register' });
    await expect(article).toHaveAttribute('href', '/blog/12');
    await expect(register).toHaveAttribute('href', '/register');
    // The blank line parts the reply into two paragraphs.
    await expect(register.closest('p')).not.toBe(article?.closest('p'));
    await expect(register.closest('p')).toHaveTextContent(/^Si quieres guardar tus lecturas/);
    const sources = within(inLog.getByRole('list', { name: 'Artículos relacionados' }));
    const links = sources.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Procrastinación: cómo empezar cuando no quieres', '/blog/12'],
      ['La técnica Pomodoro paso a paso', '/blog/4'],
    ]);
  },
};

export const ShowsNoResponseMessageForEmptyReplies: Story = {
  args: {
    sendMessage: fn<SendChatMessage>(async (message: string) => (message.startsWith('Otra') ? '   ' : null)),
  },
  play: async ({ canvasElement }) => {
    const { canvas, input } = await parts(canvasElement);
    await userEvent.type(input, 'Hola{Enter}');
    await canvas.findByText('No he podido responderte en este momento.');
    await userEvent.type(input, 'Otra pregunta{Enter}');
    await waitFor(() =>
      expect(canvas.getAllByText('No he podido responderte en este momento.')).toHaveLength(2),
    );
  },
};

export const ShowsNetworkError: Story = {
  args: { sendMessage: fn<SendChatMessage>(() => Promise.reject(new Error('Network Error'))) },
  play: async ({ canvasElement }) => {
    const { canvas, input } = await parts(canvasElement);
    await userEvent.type(input, `${SAMPLE_QUESTION}{Enter}`);
    await canvas.findByText('Ha ocurrido un error. Intenta de nuevo más tarde.');
    await expect(input).toBeEnabled();
  },
};

export const BlankMessageIsNotSent: Story = {
  play: async ({ args, canvasElement }) => {
    const { input, send, log } = await parts(canvasElement);
    await userEvent.type(input, '    ');
    await expect(send).toBeDisabled();
    await userEvent.type(input, '{Enter}');
    await expect(args.sendMessage).not.toHaveBeenCalled();
    await expect(log.querySelectorAll('p')).toHaveLength(1);
  },
};

export const ShowsRepliesAsPlainText: Story = {
  args: { sendMessage: fn<SendChatMessage>(async () => '<img src="x" alt="x"><b>Texto con etiquetas</b>') },
  play: async ({ canvasElement }) => {
    const { canvas, input, log } = await parts(canvasElement);
    await userEvent.type(input, 'Hola{Enter}');
    await canvas.findByText('<img src="x" alt="x"><b>Texto con etiquetas</b>');
    await expect(log.querySelector('img, b')).toBeNull();
  },
};
