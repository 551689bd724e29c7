import { describe, expect, it } from 'vitest';
import { normaliseCategory } from './category';
import { normaliseComment } from './comment';
import { normaliseUser } from './user';
import { categoryWire, commentWire, userWire } from './wire-fixtures';

describe('normaliseCategory', () => {
  it('reads the wire format, a blank description or colour as null', () => {
    expect(
      normaliseCategory({
        ID_categoria: 1,
        Nombre_categoria: 'Noticias',
        Descripcion: 'D',
        color: '#e74c3c',
      }),
    ).toEqual({ id: 1, nombre: 'Noticias', descripcion: 'D', color: '#e74c3c' });
    expect(normaliseCategory(categoryWire({ Descripcion: '  ' }))).toMatchObject({
      descripcion: null,
      color: null,
    });
  });
});

describe('normaliseComment', () => {
  it('reads the wire format', () => {
    expect(
      normaliseComment({
        ID_comentario: 9,
        ID_Usuario: 2,
        ID_publicaciones: 4,
        contenido: 'Hola',
        usuarioNombre: 'maria',
        avatar: null,
        avatar_url: null,
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

  it("names an author without a name 'Usuario'", () => {
    expect(normaliseComment(commentWire({ usuarioNombre: '' })).usuarioNombre).toBe('Usuario');
  });
});

describe('normaliseUser', () => {
  it('reads the wire format', () => {
    expect(normaliseUser(userWire({ id: 3, is_superuser: true, avatar: '/api/imagenes/2' }))).toEqual({
      id: 3,
      username: 'lectora',
      email: 'lectora@example.org',
      firstName: 'Lectora',
      lastName: 'Prueba',
      isSuperuser: true,
      dateJoined: '2025-01-01T00:00:00Z',
      avatar: '/api/imagenes/2',
    });
  });

  it("defaults a blank first_name to 'Usuario' and username to 'usuario'", () => {
    expect(normaliseUser(userWire({ first_name: '', username: ' ' }))).toMatchObject({
      firstName: 'Usuario',
      username: 'usuario',
    });
  });
});
