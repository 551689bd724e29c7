export const colorPickerMessages = {
  presets: 'Colores predefinidos',
  saved: 'Colores guardados',
  savedEmpty: 'Aún no has guardado ningún color.',
  hexLabel: 'Código hexadecimal',
  hexError: 'Introduce un color hexadecimal de 3 o 6 dígitos',
  channels: { red: 'Rojo', green: 'Verde', blue: 'Azul' },
  preview: (colour: string) => `Vista previa: ${colour}`,
  swatch: (hex: string) => `Color ${hex}`,
  apply: 'Aplicar color',
  save: 'Guardar color',
};
