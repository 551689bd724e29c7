export const fontSizeMenuMessages = {
  presets: 'Tamaños predefinidos',
  size: (px: number) => `${px} px`,
  customLabel: 'Tamaño personalizado',
  customHint: 'En píxeles, de 1 a 500.',
  rangeError: 'El tamaño debe estar entre 1 y 500',
  apply: 'Aplicar tamaño',
};
