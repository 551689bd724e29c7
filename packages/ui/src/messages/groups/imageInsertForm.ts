import { cancel, changeImage } from '../shared-copy';

export const imageInsertFormMessages = {
  choose: 'Elegir imagen',
  change: changeImage,
  noneChosen: 'Ninguna imagen elegida.',
  noFile: 'Elige una imagen.',
  altLabel: 'Texto alternativo',
  altHint: 'Describe la imagen para quien no puede verla.',
  noAlt: 'Escribe un texto alternativo.',
  cancel,
  insert: 'Insertar imagen',
  uploading: 'Subiendo imagen...',
};
