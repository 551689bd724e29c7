export const postHeaderMessages = { by: 'Por' };
