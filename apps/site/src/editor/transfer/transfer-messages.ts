/** The import and export messages, as accounts-admin §5 and §8 write them. */
export const IMPORT_UNSUPPORTED_FORMAT = 'Formato de archivo no soportado';
export const IMPORT_INVALID_FORMAT = 'Error al importar: formato invalido';
export const IMPORTED_FROM_JSON = 'Post importado correctamente desde JSON';
export const IMPORTED_HTML = 'HTML importado correctamente';
export const EXPORTED = 'Post exportado correctamente';

export function exportFailed(message: string): string {
  return `Error al exportar: ${message}`;
}
