export const importExportBoxMessages = {
  title: 'Importar / Exportar',
  import: 'Importar archivo',
  hint: 'Acepta archivos .html, .htm y .json.',
  exportJson: 'Exportar JSON',
  exportHtml: 'Exportar HTML',
};
