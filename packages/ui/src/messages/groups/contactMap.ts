export const contactMapMessages = {
  mapLink: 'Ver en OpenStreetMap',
  note: 'Ilustración del entorno, sin escala.',
};
