export const donutChartMessages = {
  totalLabel: 'publicaciones',
  empty: 'No hay publicaciones para mostrar.',
  categoryColumn: 'Categoría',
  countColumn: 'Publicaciones',
  total: 'Total',
};
