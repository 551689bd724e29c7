export const htmlModePanelMessages = {
  label: 'Contenido',
  tabsLabel: 'Modo HTML',
  code: 'Código',
  preview: 'Vista previa',
  highlight: 'Resaltado de sintaxis',
};
