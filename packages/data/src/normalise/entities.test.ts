import { describe, expect, it } from 'vitest';
import { normaliseCategory } from './category';
import { normaliseComment } from './comment';
import { normaliseUser } from './user';

describe('normaliseCategory', () => {
  it('reads the spec names and the alternates', () => {
    expect(normaliseCategory({ ID_categoria: 1, Nombre_categoria: 'Noticias', Descripcion: 'D' })).toEqual({
      id: 1,
      nombre: 'Noticias',
      descripcion: 'D',
      color: null,
    });
    expect(normaliseCategory({ id: 2, Nombre: 'B' }).nombre).toBe('B');
    expect(normaliseCategory({ id: 3, nombre: 'C', descripcion: 'd' })).toMatchObject({
      nombre: 'C',
      descripcion: 'd',
    });
  });
});

describe('normaliseComment', () => {
  it('reads the spec names', () => {
    expect(
      normaliseComment({
        ID_comentario: 9,
        ID_Usuario: 2,
        contenido: 'Hola',
        usuarioNombre: 'maria',
        avatar: null,
        Fecha_publicacion: '2025-01-01T00:00:00Z',
      }),
    ).toEqual({
      id: 9,
      usuarioId: 2,
      contenido: 'Hola',
      usuarioNombre: 'maria',
      avatar: null,
      fecha: '2025-01-01T00:00:00Z',
    });
  });

  it('reads the alternates id, Contenido, Nickname and fechaCreacion', () => {
    expect(normaliseComment({ id: 1, Contenido: 'X', Nickname: 'ana', fechaCreacion: '2025' })).toMatchObject(
      {
        id: 1,
        contenido: 'X',
        usuarioNombre: 'ana',
        fecha: '2025',
      },
    );
  });
});

describe('normaliseUser', () => {
  it("defaults first_name to 'Usuario' and username to 'usuario'", () => {
    expect(normaliseUser({ id: 3 })).toMatchObject({
      id: 3,
      firstName: 'Usuario',
      username: 'usuario',
      isSuperuser: false,
    });
  });

  it('reads the superuser flag', () => {
    expect(normaliseUser({ is_superuser: true }).isSuperuser).toBe(true);
  });
});
