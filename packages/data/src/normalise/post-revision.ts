import type { RevisionKind, RevisionSummaryWire, RevisionWire } from '../schemas/post-revision';
import type { Category } from './category';
import { imageSource } from './image';

/** One entry of a post's history, as the editor lists it. */
export interface RevisionSummary {
  id: number;
  /** When it was last written (ISO 8601). */
  fecha: string;
  kind: RevisionKind;
  /** Who saved it; null when their account no longer exists. */
  autor: string | null;
  titulo: string;
}

/** One revision whole: what restoring it writes back to the post. */
export interface Revision extends RevisionSummary {
  resumen: string | null;
  /** Sanitised HTML, as the post stored it. */
  contenido: string;
  categorias: Pick<Category, 'id' | 'nombre'>[];
  /** A usable image source (see `imageSource`), or null. */
  imagenUrl: string | null;
}

export function normaliseRevisionSummary(wire: RevisionSummaryWire): RevisionSummary {
  return { id: wire.id, fecha: wire.fecha, kind: wire.tipo, autor: wire.autor, titulo: wire.titulo };
}

export function normaliseRevision(wire: RevisionWire): Revision {
  return {
    ...normaliseRevisionSummary(wire),
    resumen: wire.resumen,
    contenido: wire.contenido,
    categorias: wire.categorias.map((category) => ({
      id: category.ID_categoria,
      nombre: category.Nombre_categoria,
    })),
    imagenUrl: imageSource(wire.Imagen_portada),
  };
}
