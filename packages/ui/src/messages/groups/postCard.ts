export const postCardMessages = {
  noImage: 'Sin imagen',
  categories: 'Categorías',
  uncategorised: 'Sin categoría',
};
