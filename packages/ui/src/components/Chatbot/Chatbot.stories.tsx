import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type MessagesOverride, MessagesProvider } from '../../messages/MessagesProvider';
import { Chatbot } from './Chatbot';
import { SAMPLE_REPLY, withChatStage } from './chatbot-story-helpers';
import type { SendChatMessage } from './use-conversation';

const GREETING = 'Hola! Soy el asistente de Aula Abierta. En qué tema educativo puedo ayudarte hoy?';
const PUPITRE_NAME: MessagesOverride = { productName: 'Pupitre' };
const PROMO = '¿Tienes dudas sobre algún tema educativo? ¡Pregúntale a nuestro asistente!';

const meta = {
  title: 'Fragments/Chatbot',
  component: Chatbot,
  decorators: [withChatStage],
  args: {
    sendMessage: fn<SendChatMessage>(async () => SAMPLE_REPLY),
    promoDismissed: true,
    onPromoDismiss: fn(),
    replyDelayMs: 100,
  },
} satisfies Meta<typeof Chatbot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bubble: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Abrir asistente' })).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const PromoAppears: Story = {
  tags: ['!autodocs', '!dev'],
  args: { promoDismissed: false, promoDelayMs: 10 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(PROMO)).toBeVisible();
  },
};

export const PromoCloseButtonDismisses: Story = {
  tags: ['!autodocs', '!dev'],
  args: { promoDismissed: false, promoDelayMs: 10 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(PROMO);
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar aviso' }));
    await expect(canvas.queryByText(PROMO)).toBeNull();
    await expect(args.onPromoDismiss).toHaveBeenCalledTimes(1);
  },
};

export const PromoAppearsThenHidesItself: Story = {
  tags: ['!autodocs', '!dev'],
  args: { promoDismissed: false, promoDelayMs: 10, promoDurationMs: 300 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(PROMO);
    await waitFor(() => expect(canvas.queryByText(PROMO)).toBeNull());
    // Gone on its own is gone for the session: the app is told, as for the close button.
    await expect(args.onPromoDismiss).toHaveBeenCalledTimes(1);
  },
};

export const PromoHiddenOnceDismissed: Story = {
  tags: ['!autodocs', '!dev'],
  args: { promoDismissed: true, promoDelayMs: 10 },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(within(canvasElement).queryByText(PROMO)).toBeNull();
  },
};

export const Greeting: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Asistente Aula Abierta' });
    await expect(within(dialog).getByRole('log')).toHaveTextContent(GREETING);
    await expect(canvas.getByRole('textbox', { name: 'Escribe tu mensaje' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Enviar mensaje' })).toBeDisabled();
  },
};

// No product name is built in: without a brand (or a name in the dictionary) the copy reads without one.
export const GreetingWithoutBrandIsNeutral: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { defaultOpen: true },
  parameters: { withoutBrand: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Asistente' });
    await expect(within(dialog).getByRole('log')).toHaveTextContent(
      'Hola! Soy el asistente. En qué tema educativo puedo ayudarte hoy?',
    );
  },
};

export const GreetingWithoutBrandNamedByTheDictionary: Story = {
  tags: ['!autodocs', '!dev', 'visual'],
  args: { defaultOpen: true },
  parameters: { withoutBrand: true },
  decorators: [
    (Story) => (
      <MessagesProvider messages={PUPITRE_NAME}>
        <Story />
      </MessagesProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Asistente Pupitre' });
    await expect(within(dialog).getByRole('log')).toHaveTextContent(
      'Hola! Soy el asistente de Pupitre. En qué tema educativo puedo ayudarte hoy?',
    );
  },
};

export const OpensWithGreetingFocusAndDismissesPromo: Story = {
  tags: ['!autodocs', '!dev'],
  args: { promoDismissed: false, promoDelayMs: 60_000 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir asistente' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Asistente Aula Abierta' });
    await expect(within(dialog).getByRole('log')).toHaveTextContent(GREETING);
    await expect(canvas.getByRole('textbox', { name: 'Escribe tu mensaje' })).toHaveFocus();
    await expect(args.onPromoDismiss).toHaveBeenCalledTimes(1);
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  tags: ['!autodocs', '!dev'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir asistente' }));
    await expect(await canvas.findByRole('textbox', { name: 'Escribe tu mensaje' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Abrir asistente' })).toHaveFocus();
  },
};

export const CloseButtonClosesAndReturnsFocus: Story = {
  tags: ['!autodocs', '!dev'],
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cerrar asistente' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Abrir asistente' })).toHaveFocus();
  },
};

export const MinimiseShowsOnlyTheHeader: Story = {
  tags: ['!autodocs', '!dev'],
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Asistente Aula Abierta' });
    await userEvent.click(canvas.getByRole('button', { name: 'Minimizar asistente' }));
    await expect(dialog).toHaveAttribute('data-state', 'minimised');
    await waitFor(() => expect(dialog.getBoundingClientRect().height).toBe(60));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Restaurar asistente' }));
    await expect(canvas.getByRole('textbox', { name: 'Escribe tu mensaje' })).toHaveFocus();
    await waitFor(() => expect(dialog.getBoundingClientRect().height).toBe(500));
  },
};
