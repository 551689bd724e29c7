import { describe, expect, it } from 'vitest';
import { newsletterNote } from './newsletter-note';

const stat = {
  ID_publicaciones: 4,
  Titulo: 'Leer en voz alta',
  solicitado: '2026-06-15T13:00:00.000Z',
  terminado: null,
  destinatarios: 120,
  enviados: 100,
  fallidos: 1,
  pendientes: 19,
};

describe('newsletterNote', () => {
  it('says to how many, and what failed and still waits', () => {
    expect(newsletterNote(stat)).toBe('Newsletter: 100 de 120 enviados, 1 fallido, 19 pendientes');
  });

  it('leaves out what is zero once it is done', () => {
    expect(
      newsletterNote({
        ...stat,
        terminado: '2026-06-15T13:05:00.000Z',
        enviados: 120,
        fallidos: 0,
        pendientes: 0,
      }),
    ).toBe('Newsletter: 120 de 120 enviados');
  });

  it('says it is being prepared before the deliveries exist, and nothing for a post never emailed', () => {
    expect(newsletterNote({ ...stat, destinatarios: 0, enviados: 0, fallidos: 0, pendientes: 0 })).toBe(
      'Newsletter: preparando el envío',
    );
    expect(newsletterNote(undefined)).toBeUndefined();
  });
});
