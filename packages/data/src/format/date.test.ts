import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatShortDate } from './date';

describe('dates', () => {
  it('are written in the es-ES long format, in Mexico City time', () => {
    // 03:00 UTC on 6 March is still 5 March in Mexico City.
    expect(formatLongDate('2025-03-06T03:00:00Z')).toBe('5 de marzo de 2025');
    expect(formatLongDate('2025-03-06T12:00:00Z')).toBe('6 de marzo de 2025');
  });

  it('have a short form', () => {
    expect(formatShortDate('2025-03-06T12:00:00Z')).toBe('6 mar 2025');
  });

  it('have a form with the time of day, in Mexico City time', () => {
    expect(formatDateTime('2026-06-15T12:05:00Z')).toBe('15 jun 2026, 6:05');
    expect(formatDateTime('2025-03-06T03:00:00Z')).toBe('5 mar 2025, 21:00');
  });

  it("say 'Fecha desconocida' when unknown or invalid", () => {
    expect(formatLongDate(null)).toBe('Fecha desconocida');
    expect(formatLongDate('')).toBe('Fecha desconocida');
    expect(formatLongDate('no es una fecha')).toBe('Fecha desconocida');
    expect(formatShortDate(undefined)).toBe('Fecha desconocida');
    expect(formatDateTime('no es una fecha')).toBe('Fecha desconocida');
  });
});
