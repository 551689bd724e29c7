import { chatbotMessages } from '../../messages/groups';

/**
 * The assistant's default Spanish copy (reading-area §2 and §8), kept for earlier imports: the
 * components read `useMessages({ chatbot: chatbotMessages })`, which a <MessagesProvider> can replace.
 */
export const chatbotCopy = chatbotMessages;

/** Spec §9: promo after 3 s, gone after about 15 s; replies shown 500 ms after they arrive. */
export const CHATBOT_PROMO_DELAY_MS = 3000;
export const CHATBOT_PROMO_DURATION_MS = 15000;
export const CHATBOT_REPLY_DELAY_MS = 500;
