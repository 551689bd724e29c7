/** The assistant's Spanish copy (reading-area §2 and §8); the strings are the contract. */
export const DEFAULT_PRODUCT_NAME = 'Pupitre';

export const chatbotCopy = {
  greeting: (productName: string) =>
    `Hola! Soy el asistente de ${productName}. En qué tema educativo puedo ayudarte hoy?`,
  title: (productName: string) => `Asistente ${productName}`,
  noReply: 'No he podido responderte en este momento.',
  error: 'Ha ocurrido un error. Intenta de nuevo más tarde.',
  typing: 'El asistente está escribiendo...',
  open: 'Abrir asistente',
  minimise: 'Minimizar asistente',
  restore: 'Restaurar asistente',
  close: 'Cerrar asistente',
  inputLabel: 'Escribe tu mensaje',
  inputPlaceholder: 'Escribe tu mensaje...',
  send: 'Enviar mensaje',
  conversation: 'Conversación con el asistente',
  botPrefix: 'Asistente:',
  userPrefix: 'Tú:',
  sources: 'Artículos relacionados',
  promo: '¿Tienes dudas sobre algún tema educativo? ¡Pregúntale a nuestro asistente!',
  promoClose: 'Cerrar aviso',
} as const;

/** Spec §9: promo after 3 s, gone after about 15 s; replies shown 500 ms after they arrive. */
export const CHATBOT_PROMO_DELAY_MS = 3000;
export const CHATBOT_PROMO_DURATION_MS = 15000;
export const CHATBOT_REPLY_DELAY_MS = 500;
