export const passwordFieldMessages = {
  show: 'Mostrar contraseña',
  hide: 'Ocultar contraseña',
};
