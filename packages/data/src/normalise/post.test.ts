import { describe, expect, it } from 'vitest';
import { normalisePost, summaryOf } from './post';

describe('normalisePost', () => {
  it('reads the wire format of the API', () => {
    const post = normalisePost({
      ID_publicaciones: 7,
      Titulo: 'Notas Cornell',
      Resumen: 'Un método para tomar apuntes.',
      Contenido: '<p>Hola</p>',
      Imagen_portada: '/api/imagenes/3',
      Fecha_creacion: '2025-03-06T03:00:00Z',
      NombreAdmin: 'Lucía',
      contador_likes: 4,
      estado: 'publicado',
      categorias: [{ ID_categoria: 2, Nombre_categoria: 'Técnicas de Estudio' }],
    });
    expect(post).toEqual({
      id: 7,
      titulo: 'Notas Cornell',
      resumen: 'Un método para tomar apuntes.',
      tieneResumen: true,
      contenido: '<p>Hola</p>',
      imagenUrl: '/api/imagenes/3',
      fechaCreacion: '2025-03-06T03:00:00Z',
      autorNombre: 'Lucía',
      likes: 4,
      estado: 'publicado',
      categorias: [{ id: 2, nombre: 'Técnicas de Estudio' }],
    });
  });

  it.each([
    ['titulo', { titulo: 'A' }],
    ['Titulo', { Titulo: 'A' }],
    ['title', { title: 'A' }],
  ])('takes the title from %s', (_, raw) => {
    expect(normalisePost(raw).titulo).toBe('A');
  });

  it.each([
    ['contenido', { contenido: '<p>x</p>' }],
    ['Contenido', { Contenido: '<p>x</p>' }],
    ['content', { content: '<p>x</p>' }],
    ['htmlContent', { htmlContent: '<p>x</p>' }],
  ])('takes the content from %s', (_, raw) => {
    expect(normalisePost(raw).contenido).toBe('<p>x</p>');
  });

  it.each([
    ['resumen', { resumen: 'R' }],
    ['Resumen', { Resumen: 'R' }],
    ['summary', { summary: 'R' }],
    ['descripcion', { descripcion: 'R' }],
  ])('takes the summary from %s', (_, raw) => {
    expect(normalisePost(raw)).toMatchObject({ resumen: 'R', tieneResumen: true });
  });

  it('falls back to the first 150 characters of the title for the summary', () => {
    const titulo = 'x'.repeat(200);
    expect(normalisePost({ titulo })).toMatchObject({ resumen: 'x'.repeat(150), tieneResumen: false });
  });

  it.each(['imagen_url', 'Imagen_portada', 'imagen', 'Imagen', 'image_url', 'imageUrl', 'coverImage'])(
    'takes the cover from %s',
    (key) => {
      expect(normalisePost({ [key]: 'https://example.org/a.png' }).imagenUrl).toBe(
        'https://example.org/a.png',
      );
    },
  );

  it('takes the author from NombreAdmin, autor or Autor, and leaves it null when absent', () => {
    expect(normalisePost({ autor: 'Ana' }).autorNombre).toBe('Ana');
    expect(normalisePost({ Autor: 'Ana' }).autorNombre).toBe('Ana');
    expect(normalisePost({}).autorNombre).toBeNull();
  });

  it('accepts the alternate category names', () => {
    expect(
      normalisePost({ categorias: [{ id: 5, nombre: 'Herramientas Tecnológicas' }] }).categorias,
    ).toEqual([{ id: 5, nombre: 'Herramientas Tecnológicas' }]);
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
