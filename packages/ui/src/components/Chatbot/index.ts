export { Chatbot, type ChatbotProps } from './Chatbot';
export {
  CHATBOT_PROMO_DELAY_MS,
  CHATBOT_PROMO_DURATION_MS,
  CHATBOT_REPLY_DELAY_MS,
  chatbotCopy,
} from './chatbot-copy';
export type {
  ChatbotReply,
  ChatMessage,
  ChatSender,
  ChatSourceLink,
  SendChatMessage,
} from './use-conversation';
