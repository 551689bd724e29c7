export const teamGridMessages = {
  profileLabel: 'Perfil en GitHub',
  /** Hidden after the link's words, for screen readers. */
  profileOf: (name: string) => `de ${name}`,
};
