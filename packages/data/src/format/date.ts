export const UNKNOWN_DATE = 'Fecha desconocida';
const TIME_ZONE = 'America/Mexico_City';

const longFormat = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const shortFormat = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
// Made on first use: only the admin's history needs it, and reading pages share this module.
let dateTimeFormat: Intl.DateTimeFormat | undefined;

function parse(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '5 de marzo de 2025': es-ES long format, in Mexico City time. */
export function formatLongDate(value: string | number | Date | null | undefined): string {
  const date = parse(value);
  return date ? longFormat.format(date) : UNKNOWN_DATE;
}

/** '5 mar 2025'. */
export function formatShortDate(value: string | number | Date | null | undefined): string {
  const date = parse(value);
  return date ? shortFormat.format(date).replace('.', '') : UNKNOWN_DATE;
}

/** '15 jun 2026, 6:05': a moment of the day, as a post's history lists its saves. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = parse(value);
  if (!date) return UNKNOWN_DATE;
  dateTimeFormat ??= new Intl.DateTimeFormat('es-ES', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  return dateTimeFormat.format(date);
}
