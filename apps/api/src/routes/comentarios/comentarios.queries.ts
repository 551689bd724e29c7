import type { CommentWire } from '@pupitre/data';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exactTime as exactTimeOf, pastCursor } from '../../db/keyset';
import type { Reader } from '../../db/reader';
import { comentarios, publicaciones, usuarios } from '../../db/schema';
import { avatarFields, avatarThumbnailColumn } from '../users/avatar-thumbnail.queries';
import type { CommentCursor } from './comentarios.cursor';
import type { CommentPageQuery } from './comentarios.schemas';

const commentColumns = {
  id: comentarios.id,
  usuarioId: comentarios.usuarioId,
  publicacionId: comentarios.publicacionId,
  contenido: comentarios.contenido,
  fechaPublicacion: comentarios.fechaPublicacion,
  username: usuarios.username,
  avatarImagenId: usuarios.avatarImagenId,
  avatarThumbnail: avatarThumbnailColumn(),
};

type CommentRow = {
  id: number;
  usuarioId: number;
  publicacionId: number;
  contenido: string;
  fechaPublicacion: Date;
  username: string;
  avatarImagenId: number | null;
  avatarThumbnail: Uint8Array | null;
};

function toWire(row: CommentRow, publicUrl: string): CommentWire {
  return {
    ID_comentario: row.id,
    ID_Usuario: row.usuarioId,
    ID_publicaciones: row.publicacionId,
    contenido: row.contenido,
    usuarioNombre: row.username,
    ...avatarFields(publicUrl, row.avatarImagenId, row.avatarThumbnail),
    Fecha_publicacion: row.fechaPublicacion.toISOString(),
  };
}

export interface CommentPage {
  comments: CommentWire[];
  /** Where the next page starts; undefined on the last page. */
  next: CommentCursor | undefined;
}

const exactTime = exactTimeOf(comentarios.fechaPublicacion);

/** One page of a post's comments by keyset (time, id): its cost does not grow with how deep it is. */
export async function listComments(
  { db, config }: Reader,
  postId: number,
  { limite, orden, cursor }: CommentPageQuery,
): Promise<CommentPage> {
  const newestFirst = orden === 'reciente';
  const direction = newestFirst ? desc : asc;
  const rows = await db
    .select({ ...commentColumns, exactTime })
    .from(comentarios)
    .innerJoin(usuarios, eq(usuarios.id, comentarios.usuarioId))
    .where(
      and(
        eq(comentarios.publicacionId, postId),
        pastCursor(comentarios.fechaPublicacion, comentarios.id, cursor, newestFirst),
      ),
    )
    .orderBy(direction(comentarios.fechaPublicacion), direction(comentarios.id))
    // One more than asked: whether it comes tells if there is a next page.
    .limit(limite + 1);
  const shown = rows.slice(0, limite);
  const last = shown.at(-1);
  const next = rows.length > limite && last ? { at: last.exactTime, id: last.id } : undefined;
  return { comments: shown.map((row) => toWire(row, config.publicUrl)), next };
}

export async function countComments(db: Db, postId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(comentarios)
    .where(eq(comentarios.publicacionId, postId));
  return row?.total ?? 0;
}

export async function findComment({ db, config }: Reader, id: number): Promise<CommentWire | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(comentarios)
    .innerJoin(usuarios, eq(usuarios.id, comentarios.usuarioId))
    .where(eq(comentarios.id, id));
  return row ? toWire(row, config.publicUrl) : undefined;
}

/** Comments belong to published posts; a draft's comments are for superusers only, like the draft. */
export async function postAcceptsComments(db: Db, postId: number, includeDrafts: boolean): Promise<boolean> {
  const [post] = await db
    .select({ estado: publicaciones.estado })
    .from(publicaciones)
    .where(eq(publicaciones.id, postId));
  return post !== undefined && (post.estado === 'publicado' || includeDrafts);
}
