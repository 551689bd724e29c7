export const avatarUploaderMessages = {
  change: 'Cambiar foto',
  processing: 'Procesando imagen...',
};
