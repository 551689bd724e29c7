import { describe, expect, it } from 'vitest';
import { formatInZone, instantInZone, wallTimeInZone } from './zoned-time';

describe('instantInZone', () => {
  it('reads Monday 7:00 in Mexico City (UTC-6, no daylight saving) as 13:00 UTC', () => {
    expect(instantInZone({ fecha: '2026-06-15', hora: '07:00' }, 'America/Mexico_City')?.toISOString()).toBe(
      '2026-06-15T13:00:00.000Z',
    );
  });

  it('follows daylight saving on either side of the change', () => {
    expect(instantInZone({ fecha: '2026-03-28', hora: '09:30' }, 'Europe/Madrid')?.toISOString()).toBe(
      '2026-03-28T08:30:00.000Z',
    );
    expect(instantInZone({ fecha: '2026-03-30', hora: '09:30' }, 'Europe/Madrid')?.toISOString()).toBe(
      '2026-03-30T07:30:00.000Z',
    );
  });

  it('gives nothing for an empty or malformed field', () => {
    expect(instantInZone({ fecha: '', hora: '07:00' }, 'America/Mexico_City')).toBeUndefined();
    expect(instantInZone({ fecha: '2026-06-15', hora: '7' }, 'America/Mexico_City')).toBeUndefined();
  });
});

describe('wallTimeInZone', () => {
  it('shows an instant on the zone clock, the way back of instantInZone', () => {
    const instant = new Date('2026-06-15T13:00:00.000Z');
    expect(wallTimeInZone(instant, 'America/Mexico_City')).toEqual({ fecha: '2026-06-15', hora: '07:00' });
    expect(wallTimeInZone(instant, 'Asia/Tokyo')).toEqual({ fecha: '2026-06-15', hora: '22:00' });
    expect(instantInZone(wallTimeInZone(instant, 'Europe/Madrid'), 'Europe/Madrid')).toEqual(instant);
  });
});

describe('formatInZone', () => {
  it('reads the day and the 24-hour time on the zone clock', () => {
    expect(formatInZone('2030-01-14T13:00:00.000Z', 'America/Mexico_City')).toBe(
      '14 de enero de 2030 a las 07:00',
    );
  });
});
