import { describe, expect, it } from 'vitest';
import { revisionWireSchema } from '../schemas/post-revision';
import { normaliseRevision } from './post-revision';

const wire = {
  id: 12,
  fecha: '2026-06-15T17:42:00.000Z',
  tipo: 'autosave',
  autor: null,
  titulo: 'Cómo estudiar',
  resumen: null,
  contenido: '<p>Hola</p>',
  categorias: [{ ID_categoria: 2, Nombre_categoria: 'Técnicas de Estudio' }],
  Imagen_portada: 'http://localhost:3000/api/imagenes/5',
  Imagen_destacada_ID: 5,
};

describe('normaliseRevision', () => {
  it('reads the wire format: the kind as sent, no author once the account is gone, the cover as a source', () => {
    expect(normaliseRevision(revisionWireSchema.parse(wire))).toEqual({
      id: 12,
      fecha: '2026-06-15T17:42:00.000Z',
      kind: 'autosave',
      autor: null,
      titulo: 'Cómo estudiar',
      resumen: null,
      contenido: '<p>Hola</p>',
      categorias: [{ id: 2, nombre: 'Técnicas de Estudio' }],
      imagenUrl: 'http://localhost:3000/api/imagenes/5',
    });
  });

  it('refuses a kind the history does not know', () => {
    expect(revisionWireSchema.safeParse({ ...wire, tipo: 'import' }).success).toBe(false);
  });
});
