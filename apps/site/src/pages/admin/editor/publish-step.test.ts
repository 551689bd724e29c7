import { describe, expect, it } from 'vitest';
import { publishStepSchema, zoneHint } from './publish-step';

const now = () => new Date('2026-06-14T18:00:00.000Z');
const schema = publishStepSchema('America/Mexico_City', now);

describe('the publish step', () => {
  it('turns Monday 7:00 in the site zone into the instant the API is sent', () => {
    expect(schema.parse({ enviarSuscriptores: true, fecha: '2026-06-15', hora: '07:00' })).toEqual({
      enviarSuscriptores: true,
      programadaPara: '2026-06-15T13:00:00.000Z',
    });
  });

  it('asks for the date and the time, each by its field', () => {
    const result = schema.safeParse({ enviarSuscriptores: false, fecha: '', hora: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['fecha', 'Elige la fecha de publicación'],
      ['hora', 'Elige la hora de publicación'],
    ]);
  });

  it('refuses a time that already passed on the site clock', () => {
    // 11:59 in Mexico City is 17:59 UTC, a minute before `now`.
    const result = schema.safeParse({ enviarSuscriptores: false, fecha: '2026-06-14', hora: '11:59' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['hora', 'La fecha de publicación debe ser futura.'],
    ]);
  });

  it('names the zone readably', () => {
    expect(zoneHint('America/Mexico_City')).toBe('Zona horaria del sitio: America/Mexico City');
  });
});
