import { newTabNote } from '../shared-copy';

export const footerMessages = {
  socialLabel: 'Redes sociales',
  newTabNote,
  copyright: (year: number, name: string) => `© ${year} ${name}. Todos los derechos reservados.`,
  legalLabel: 'Enlaces legales',
};
