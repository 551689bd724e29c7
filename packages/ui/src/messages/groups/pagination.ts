export const paginationMessages = {
  label: 'Paginación',
  previous: 'Página anterior',
  next: 'Página siguiente',
  page: (page: number) => `Página ${page}`,
};
