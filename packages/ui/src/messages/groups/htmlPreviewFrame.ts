export const htmlPreviewFrameMessages = { title: 'Vista previa del HTML' };
