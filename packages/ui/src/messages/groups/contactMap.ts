export const contactMapMessages = {
  mapLink: 'Ver en OpenStreetMap',
  note: 'Ilustración del entorno, sin escala.',
  showMap: 'Mostrar mapa',
  frameTitle: 'Mapa interactivo de OpenStreetMap',
  attribution: '© Colaboradores de OpenStreetMap',
};
