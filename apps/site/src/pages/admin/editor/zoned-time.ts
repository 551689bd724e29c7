/** A wall-clock date and time as the editor's fields hold them: `2026-06-16` and `07:00`. */
export interface WallTime {
  fecha: string;
  hora: string;
}

function wallClockParts(instant: Date, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    y: part('year'),
    m: part('month'),
    d: part('day'),
    h: part('hour'),
    min: part('minute'),
    s: part('second'),
  };
}

/** How far `zone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, zone: string): number {
  const p = wallClockParts(instant, zone);
  const asUtc = Date.UTC(Number(p.y), Number(p.m) - 1, Number(p.d), Number(p.h), Number(p.min), Number(p.s));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant `fecha` `hora` names on `zone`'s clock. The offset is read at a first guess and again at
 * the result, so a time next to a daylight-saving change still lands on the zone's own clock.
 */
export function instantInZone({ fecha, hora }: WallTime, zone: string): Date | undefined {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(fecha);
  const time = /^(\d{2}):(\d{2})$/.exec(hora);
  if (!date || !time) return undefined;
  const [, y, m, d] = date.map(Number) as [number, number, number, number];
  const [, h, min] = time.map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, h, min);
  const first = asUtc - offsetAt(new Date(asUtc), zone);
  const instant = new Date(asUtc - offsetAt(new Date(first), zone));
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** What `zone`'s clock reads at `instant`, as the editor's date and time fields hold it. */
export function wallTimeInZone(instant: Date, zone: string): WallTime {
  const p = wallClockParts(instant, zone);
  return { fecha: `${p.y}-${p.m}-${p.d}`, hora: `${p.h}:${p.min}` };
}

/** An instant as a person reads it on `zone`'s clock: "15 de junio de 2026 a las 07:00". */
export function formatInZone(instant: string | Date, zone: string): string {
  const date = new Date(instant);
  const day = new Intl.DateTimeFormat('es-ES', { timeZone: zone, dateStyle: 'long' }).format(date);
  return `${day} a las ${wallTimeInZone(date, zone).hora}`;
}

// A history formats the same few ways for every entry: each format is made once.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone} ${JSON.stringify(options)}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('es-ES', { ...options, timeZone: zone });
    formats.set(key, made);
  }
  return made;
}

const zoneNameIn = (zone: string, instant: Date, timeZoneName: 'longGeneric' | 'long') =>
  format(zone, { timeZoneName })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

/**
 * The cities of the zones a Spanish-language site most likely keeps, as Spanish names them. Browsers
 * differ here: Chromium ships trimmed locale data and says 'hora de Mexico City', in English.
 */
const SPANISH_CITY_NAMES: Record<string, string> = {
  'America/Mexico_City': 'Ciudad de México',
  'America/Monterrey': 'Monterrey',
  'America/Merida': 'Mérida',
  'America/Cancun': 'Cancún',
  'America/Chihuahua': 'Chihuahua',
  'America/Hermosillo': 'Hermosillo',
  'America/Mazatlan': 'Mazatlán',
  'America/Tijuana': 'Tijuana',
  'Europe/Madrid': 'Madrid',
  'Atlantic/Canary': 'Canarias',
  'Africa/Ceuta': 'Ceuta',
  'America/Bogota': 'Bogotá',
  'America/Lima': 'Lima',
  'America/Santiago': 'Santiago de Chile',
  'America/Argentina/Buenos_Aires': 'Buenos Aires',
  'America/Buenos_Aires': 'Buenos Aires',
  'America/Caracas': 'Caracas',
  'America/Montevideo': 'Montevideo',
  'America/Asuncion': 'Asunción',
  'America/La_Paz': 'La Paz',
  'America/Guayaquil': 'Guayaquil',
  'America/Guatemala': 'Guatemala',
  'America/El_Salvador': 'El Salvador',
  'America/Tegucigalpa': 'Tegucigalpa',
  'America/Managua': 'Managua',
  'America/Costa_Rica': 'Costa Rica',
  'America/Panama': 'Panamá',
  'America/Havana': 'La Habana',
  'America/Santo_Domingo': 'Santo Domingo',
  'America/Puerto_Rico': 'Puerto Rico',
  'Africa/Malabo': 'Malabo',
  'America/New_York': 'Nueva York',
  'America/Chicago': 'Chicago',
  'America/Los_Angeles': 'Los Ángeles',
  'Europe/London': 'Londres',
  'Europe/Paris': 'París',
};

// An abbreviation or an offset ('CET', 'GMT-6') is no name for a Spanish reader.
const isWordy = (name: string) => /\p{Ll}{3}/u.test(name) && !/GMT|UTC/.test(name);

/**
 * The zone as a Spanish reader names it: by its city ('hora de Ciudad de México'), else by the
 * browser's Spanish name of its region, the generic one first as it does not change with daylight
 * saving ('hora de Europa central'), else its full name ('tiempo universal coordinado').
 */
export function zoneName(zone: string, at: Date = new Date()): string {
  const city = SPANISH_CITY_NAMES[zone];
  if (city) return `hora de ${city}`;
  const names = (['longGeneric', 'long'] as const).map((style) => zoneNameIn(zone, at, style));
  return names.find(isWordy) ?? zone.replaceAll('_', ' ');
}

/** A moment of the day on `zone`'s clock, short, as a list of saves shows it: "15 jun 2026, 11:42". */
export function formatShortInZone(instant: string | Date, zone: string): string {
  return format(zone, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant)).replace('.', '');
}

/** The same in full, with the zone's name: "15 de junio de 2026, 11:42 (hora de Ciudad de México)". */
export function formatLongInZone(instant: string | Date, zone: string): string {
  const date = new Date(instant);
  const day = format(zone, { dateStyle: 'long' }).format(date);
  const time = format(zone, { timeStyle: 'short' }).format(date);
  return `${day}, ${time} (${zoneName(zone, date)})`;
}
