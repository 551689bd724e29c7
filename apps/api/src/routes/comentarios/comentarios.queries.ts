import type { CommentWire } from '@pupitre/data';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Reader } from '../../db/reader';
import { comentarios, publicaciones, usuarios } from '../../db/schema';
import { imageUrl } from '../../images/image-store';

const commentColumns = {
  id: comentarios.id,
  usuarioId: comentarios.usuarioId,
  publicacionId: comentarios.publicacionId,
  contenido: comentarios.contenido,
  fechaPublicacion: comentarios.fechaPublicacion,
  username: usuarios.username,
  avatarImagenId: usuarios.avatarImagenId,
};

type CommentRow = {
  id: number;
  usuarioId: number;
  publicacionId: number;
  contenido: string;
  fechaPublicacion: Date;
  username: string;
  avatarImagenId: number | null;
};

function toWire(row: CommentRow, publicUrl: string): CommentWire {
  return {
    ID_comentario: row.id,
    ID_Usuario: row.usuarioId,
    ID_publicaciones: row.publicacionId,
    contenido: row.contenido,
    usuarioNombre: row.username,
    avatar: imageUrl(publicUrl, row.avatarImagenId),
    Fecha_publicacion: row.fechaPublicacion.toISOString(),
  };
}

export async function listComments({ db, config }: Reader, postId: number): Promise<CommentWire[]> {
  const rows = await db
    .select(commentColumns)
    .from(comentarios)
    .innerJoin(usuarios, eq(usuarios.id, comentarios.usuarioId))
    .where(eq(comentarios.publicacionId, postId))
    .orderBy(asc(comentarios.fechaPublicacion), asc(comentarios.id));
  return rows.map((row) => toWire(row, config.publicUrl));
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
