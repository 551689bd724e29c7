import type { PostsPerCategory } from '../listing/category-counts';
import type { AdminPostSummaryWire, AdminPostWire } from '../schemas/admin-post';
import { textOrNull } from './blank';
import { imageSource } from './image';
import type { ListedPost } from './post';

/** A post of the admin panel's list, as lists keep posts: the server already settled the card's summary. */
export function normaliseAdminPost(wire: AdminPostWire): ListedPost {
  return {
    id: wire.ID_publicaciones,
    titulo: wire.Titulo,
    resumen: wire.Extracto,
    imagenUrl: imageSource(wire.Imagen_portada),
    fechaCreacion: textOrNull(wire.Fecha_creacion),
    fechaModificacion: textOrNull(wire.Fecha_modificacion),
    autorNombre: textOrNull(wire.NombreAdmin),
    likes: wire.contador_likes,
    estado: wire.estado,
    categorias: wire.categorias.map((category) => ({
      id: category.ID_categoria,
      nombre: category.Nombre_categoria,
    })),
  };
}

/** The admin panel's figures: every post, the drafts among them, and posts per category. */
export interface AdminPostSummary {
  total: number;
  drafts: number;
  categories: PostsPerCategory[];
}

export function normaliseAdminPostSummary(wire: AdminPostSummaryWire): AdminPostSummary {
  return {
    total: wire.total,
    drafts: wire.borradores,
    categories: wire.categorias.map((row) => ({
      id: row.ID_categoria,
      name: row.Nombre_categoria,
      count: row.total,
    })),
  };
}
