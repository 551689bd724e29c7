import { imageLoadError } from '../shared-copy';

export const adminPostCardMessages = {
  imageError: imageLoadError,
  view: 'Ver',
  viewLabel: (title: string) => `Ver «${title}»`,
  edit: 'Editar',
  editLabel: (title: string) => `Editar «${title}»`,
  delete: 'Eliminar',
  deleteLabel: (title: string) => `Eliminar «${title}»`,
};
