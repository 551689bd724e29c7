import { changeImage, imageLoadError } from '../shared-copy';

export const coverUploaderMessages = {
  title: 'Imagen de portada',
  select: 'Seleccionar imagen',
  loadError: imageLoadError,
  previewAlt: 'Vista previa de la portada',
  converting: 'Convirtiendo imagen...',
  change: changeImage,
  remove: 'Quitar imagen',
};
