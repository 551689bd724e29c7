export const themeToggleMessages = {
  toLight: 'Activar tema claro',
  toDark: 'Activar tema oscuro',
};
