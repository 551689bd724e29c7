import type { PostWire, postStates } from '../schemas/post';
import { textOrNull } from './blank';
import type { Category } from './category';
import { imageSource } from './image';
import { FALLBACK_SUMMARY_LENGTH, summaryFromContent } from './summary';

export interface Post {
  id: number;
  titulo: string;
  /** The post's own summary, or the first 150 characters of the title (spec single-post rule). */
  resumen: string;
  /** Whether the post carried a summary of its own (cards compute one from the content otherwise). */
  tieneResumen: boolean;
  contenido: string;
  /** A usable image source (see `imageSource`), or null. */
  imagenUrl: string | null;
  fechaCreacion: string | null;
  /** When the post was last written (the editor compares it with a crash copy kept in the browser). */
  fechaModificacion: string | null;
  /** The author as sent; pages choose their fallback ('Admin' on the post page, 'Autor desconocido' on cards). */
  autorNombre: string | null;
  likes: number;
  estado: (typeof postStates)[number];
  categorias: Pick<Category, 'id' | 'nombre'>[];
}

export function normalisePost(wire: PostWire): Post {
  const ownSummary = textOrNull(wire.Resumen);
  return {
    id: wire.ID_publicaciones,
    titulo: wire.Titulo,
    resumen: ownSummary ?? wire.Titulo.slice(0, FALLBACK_SUMMARY_LENGTH),
    tieneResumen: ownSummary !== null,
    contenido: wire.Contenido,
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

/** What a card shows: the post's own summary, else one made from its content. */
export function summaryOf(post: Pick<Post, 'resumen' | 'tieneResumen' | 'contenido'>): string {
  return post.tieneResumen ? post.resumen : summaryFromContent(post.contenido);
}

/**
 * A post as a list shows it: the card's summary settled, the body left out. A list carries up to
 * twenty posts whose bodies it never shows, and a server-rendered page sends its lists along for
 * hydration: with the bodies they were three quarters of /home's HTML.
 */
export interface ListedPost extends Omit<Post, 'contenido' | 'tieneResumen'> {
  /** What the card shows: the post's own summary, else one made from its content. */
  resumen: string;
  /** Never here: a full post's `resumen` is not yet a card's, so one must go through `listedPost`. */
  contenido?: never;
}

export function listedPost(post: Post): ListedPost {
  const { contenido, tieneResumen, ...shown } = post;
  return { ...shown, resumen: summaryOf(post) };
}
