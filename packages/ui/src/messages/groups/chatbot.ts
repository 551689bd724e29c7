export const chatbotMessages = {
  greeting: (productName?: string) =>
    productName
      ? `Hola! Soy el asistente de ${productName}. En qué tema educativo puedo ayudarte hoy?`
      : 'Hola! Soy el asistente. En qué tema educativo puedo ayudarte hoy?',
  title: (productName?: string) => (productName ? `Asistente ${productName}` : 'Asistente'),
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
};
