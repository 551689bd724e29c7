import { describe, expect, it } from 'vitest';
import { listedPost, normalisePost, summaryOf } from './post';
import { postWire } from './wire-fixtures';

const BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk';

describe('normalisePost', () => {
  it('reads the wire format of the API', () => {
    const post = normalisePost(
      postWire({
        ID_publicaciones: 7,
        Titulo: 'Notas Cornell',
        Resumen: 'Un método para tomar apuntes.',
        Contenido: '<p>Hola</p>',
        Imagen_portada: '/api/imagenes/3',
        Fecha_creacion: '2025-03-06T03:00:00Z',
        Fecha_modificacion: '2025-03-08T10:30:00Z',
        NombreAdmin: 'Lucía',
        contador_likes: 4,
        estado: 'publicado',
        categorias: [{ ID_categoria: 2, Nombre_categoria: 'Técnicas de Estudio' }],
      }),
    );
    expect(post).toEqual({
      id: 7,
      titulo: 'Notas Cornell',
      resumen: 'Un método para tomar apuntes.',
      tieneResumen: true,
      contenido: '<p>Hola</p>',
      imagenUrl: '/api/imagenes/3',
      fechaCreacion: '2025-03-06T03:00:00Z',
      fechaModificacion: '2025-03-08T10:30:00Z',
      autorNombre: 'Lucía',
      likes: 4,
      estado: 'publicado',
      categorias: [{ id: 2, nombre: 'Técnicas de Estudio' }],
    });
  });

  it.each([null, '', '   '])(
    'given the summary %j › falls back to the first 150 characters of the title',
    (Resumen) => {
      const Titulo = 'x'.repeat(200);
      expect(normalisePost(postWire({ Titulo, Resumen }))).toMatchObject({
        resumen: 'x'.repeat(150),
        tieneResumen: false,
      });
    },
  );

  it('applies the image source rules to the cover', () => {
    expect(normalisePost(postWire({ Imagen_portada: '<img src="/api/imagenes/4">' })).imagenUrl).toBe(
      '/api/imagenes/4',
    );
    expect(normalisePost(postWire({ Imagen_portada: BASE64 })).imagenUrl).toBe(
      `data:image/jpeg;base64,${BASE64}`,
    );
    expect(normalisePost(postWire({ Imagen_portada: 'javascript:alert(1)' })).imagenUrl).toBeNull();
    expect(normalisePost(postWire({ Imagen_portada: null })).imagenUrl).toBeNull();
  });

  it('leaves a missing or blank author and date null', () => {
    expect(normalisePost(postWire({ NombreAdmin: null })).autorNombre).toBeNull();
    expect(normalisePost(postWire({ NombreAdmin: ' ' })).autorNombre).toBeNull();
    expect(normalisePost(postWire({ Fecha_creacion: '' })).fechaCreacion).toBeNull();
  });

  it('keeps the draft state', () => {
    expect(normalisePost(postWire({ estado: 'borrador' })).estado).toBe('borrador');
  });
});

describe('summaryOf', () => {
  it('uses the post summary when it has one, else the content rules', () => {
    expect(summaryOf({ resumen: 'Propio', tieneResumen: true, contenido: '<p>Otro</p>' })).toBe('Propio');
    expect(summaryOf({ resumen: 'Título', tieneResumen: false, contenido: '<p>Otro texto</p>' })).toBe(
      'Otro texto',
    );
  });
});

describe('listedPost', () => {
  it('leaves the body out and carries the card summary: its own, else one made from the content', () => {
    const own = listedPost(normalisePost(postWire({ Resumen: 'Propio', Contenido: '<p>Cuerpo largo</p>' })));
    expect(own.resumen).toBe('Propio');
    expect('contenido' in own).toBe(false);
    expect('tieneResumen' in own).toBe(false);
    const none = listedPost(
      normalisePost(postWire({ Resumen: '', Contenido: '<h2>Idea</h2><p>Texto del cuerpo</p>' })),
    );
    expect(none.resumen).toBe('Idea Texto del cuerpo');
    expect(none.titulo).toBe(normalisePost(postWire({})).titulo);
  });
});
