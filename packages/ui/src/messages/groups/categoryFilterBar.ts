export const categoryFilterBarMessages = {
  all: 'Todos',
  label: 'Filtrar por categoría',
};
