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
