export const categoryCardMessages = { action: 'Ver artículos' };
