import { cancel } from '../shared-copy';

export const linkPopoverMessages = {
  text: 'Texto del enlace',
  url: 'URL',
  urlPlaceholder: 'https://',
  newTab: 'Abrir en una pestaña nueva',
  remove: 'Quitar enlace',
  cancel,
  apply: 'Aplicar',
};
