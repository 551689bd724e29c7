import { describe, expect, it } from 'vitest';
import {
  formatInZone,
  formatLongInZone,
  formatShortInZone,
  instantInZone,
  wallTimeInZone,
  zoneName,
} from './zoned-time';

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

describe('zoneName', () => {
  it('names the zones of Spanish-speaking sites by their city, in Spanish', () => {
    expect(zoneName('America/Mexico_City')).toBe('hora de Ciudad de México');
    expect(zoneName('Europe/Madrid')).toBe('hora de Madrid');
    expect(zoneName('America/Argentina/Buenos_Aires')).toBe('hora de Buenos Aires');
  });

  it('names another zone by its region, the same in summer and winter, or in full', () => {
    expect(zoneName('Europe/Berlin', new Date('2026-06-15T12:00:00Z'))).toBe('hora de Europa central');
    expect(zoneName('Europe/Berlin', new Date('2026-01-15T12:00:00Z'))).toBe('hora de Europa central');
    expect(zoneName('UTC')).toBe('tiempo universal coordinado');
  });
});

describe('the history’s dates', () => {
  it('read short in a list and in full with the zone’s name, on the zone clock', () => {
    expect(formatShortInZone('2026-12-07T20:05:00.000Z', 'America/Mexico_City')).toBe('7 dic 2026, 14:05');
    expect(formatLongInZone('2026-12-07T20:05:00.000Z', 'America/Mexico_City')).toBe(
      '7 de diciembre de 2026, 14:05 (hora de Ciudad de México)',
    );
    expect(formatLongInZone('2026-12-07T20:05:00.000Z', 'Europe/Madrid')).toBe(
      '7 de diciembre de 2026, 21:05 (hora de Madrid)',
    );
  });
});
