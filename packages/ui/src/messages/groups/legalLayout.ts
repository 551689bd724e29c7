export const legalLayoutMessages = {
  updated: 'Última actualización:',
  toc: 'Contenido',
  contact: 'Contacto',
  /** The closing section's anchor (#contacto): part of the address, so in the page's language. */
  contactId: 'contacto',
};
