export const backToTopMessages = { label: 'Volver arriba' };
