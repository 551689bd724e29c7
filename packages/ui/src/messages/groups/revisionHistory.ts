import { close, unknownAuthor } from '../shared-copy';

export const revisionHistoryMessages = {
  dialogTitle: 'Historial',
  dialogDescription: 'Las versiones que el servidor guardó de esta publicación.',
  close,
  loading: 'Cargando versiones...',
  errorTitle: 'No se pudo cargar el historial',
  errorMessage: 'Inténtalo de nuevo en unos momentos.',
  emptyTitle: 'Aún no hay versiones guardadas.',
  emptyMessage: 'Cada vez que guardes la publicación, aquí quedará una versión que podrás restaurar.',
  listTitle: 'Versiones guardadas',
  /** Under the list, with the zone's name as the app gives it: 'hora de Ciudad de México'. */
  timeZoneNote: (zoneName: string) => `Horas en la zona del sitio: ${zoneName}.`,
  unknownAuthor,
  loadMore: 'Ver versiones anteriores',
  kinds: {
    publish: 'Publicación',
    update: 'Actualización',
    draft: 'Borrador',
    autosave: 'Guardado automático',
    restore: 'Restauración',
    conflict: 'Versión en conflicto',
    'before-restore': 'Antes de restaurar',
    changes: 'Cambios sin publicar',
  },
  comparisonTitle: 'Comparación con el texto actual',
  choose: 'Elige una versión para compararla con el texto actual.',
  /** Before the chosen version's date: 'Publicación del' 15 jun 2026. */
  versionOf: (kind: string) => `${kind} del`,
  comparisonError: 'No se pudo cargar la versión.',
  comparisonLoading: 'Cargando versión...',
  restore: 'Restaurar esta versión',
  restoring: 'Restaurando...',
  unchanged: 'Esta versión es igual al texto actual.',
  addedKey: 'Subrayado',
  addedMeaning: ': añadido después de esta versión',
  removedKey: 'Tachado',
  removedMeaning: ': estaba en esta versión y ya no está',
  fieldTitle: 'Título',
  fieldSummary: 'Resumen',
  fieldBody: 'Contenido',
  emptyField: '(vacío)',
  /** The buttons that go through the changes, and their group's name. */
  changesLabel: 'Cambios',
  previousChange: 'Cambio anterior',
  nextChange: 'Siguiente cambio',
  /** Before the first press: how many changes there are. */
  changeCount: (count: number) => (count === 1 ? '1 cambio' : `${count} cambios`),
  /** The change in sight, and each change's name for screen readers: 'Cambio 2 de 5'. */
  changePosition: (position: number, count: number) => `Cambio ${position} de ${count}`,
  /** A folded run of unchanged blocks (paragraphs, headings, list items). */
  showUnchanged: (count: number) =>
    count === 1 ? 'Mostrar 1 párrafo sin cambios' : `Mostrar ${count} párrafos sin cambios`,
  /** Hidden around each change, as screen readers do not announce <ins> and <del>. */
  addedStart: '[añadido: ',
  removedStart: '[quitado: ',
  changeEnd: ']',
};
