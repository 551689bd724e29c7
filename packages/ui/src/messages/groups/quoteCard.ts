export const quoteCardMessages = { title: 'Frase del momento' };
