import { unknownAuthor } from '../shared-copy';

export const featuredPostMessages = {
  label: 'POST DESTACADO',
  unknownAuthor,
  readMore: 'Leer más',
  /** Hidden after 'Leer más', so each such link says where it goes. */
  readMoreAbout: (title: string) => `sobre ${title}`,
};
