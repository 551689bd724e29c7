import { type Category, normaliseCategory } from './category';
import { imageSource } from './image';
import { asRecord, pickNumber, pickString } from './pick';
import { FALLBACK_SUMMARY_LENGTH, summaryFromContent } from './summary';

export interface Post {
  id: number;
  titulo: string;
  /** The post's own summary, or the first 150 characters of the title (spec single-post rule). */
  resumen: string;
  /** Whether the post carried a summary of its own (cards compute one from the content otherwise). */
  tieneResumen: boolean;
  contenido: string;
  imagenUrl: string | null;
  fechaCreacion: string | null;
  /** The author as sent; pages choose their fallback ('Admin' on the post page, 'Autor desconocido' on cards). */
  autorNombre: string | null;
  likes: number;
  estado: string;
  categorias: Pick<Category, 'id' | 'nombre'>[];
}

export function normalisePost(raw: unknown): Post {
  const record = asRecord(raw);
  const titulo = pickString(record, 'titulo', 'Titulo', 'title') ?? '';
  const ownSummary = pickString(record, 'resumen', 'Resumen', 'summary', 'descripcion');
  const categorias = Array.isArray(record.categorias) ? record.categorias : [];
  return {
    id: pickNumber(record, 'ID_publicaciones', 'id') ?? 0,
    titulo,
    resumen: ownSummary ?? titulo.slice(0, FALLBACK_SUMMARY_LENGTH),
    tieneResumen: ownSummary !== null,
    contenido: pickString(record, 'contenido', 'Contenido', 'content', 'htmlContent') ?? '',
    imagenUrl: imageSource(
      pickString(
        record,
        'imagen_url',
        'Imagen_portada',
        'imagen',
        'Imagen',
        'image_url',
        'imageUrl',
        'coverImage',
      ),
    ),
    fechaCreacion: pickString(record, 'Fecha_creacion', 'fecha_creacion', 'fecha_publicacion', 'createdAt'),
    autorNombre: pickString(record, 'NombreAdmin', 'autor', 'Autor'),
    likes: pickNumber(record, 'contador_likes', 'likes') ?? 0,
    estado: pickString(record, 'estado', 'Estado') ?? 'publicado',
    categorias: categorias.map((category) => {
      const { id, nombre } = normaliseCategory(category);
      return { id, nombre };
    }),
  };
}

/** What a card shows: the post's own summary, else one made from its content. */
export function summaryOf(post: Pick<Post, 'resumen' | 'tieneResumen' | 'contenido'>): string {
  return post.tieneResumen ? post.resumen : summaryFromContent(post.contenido);
}
