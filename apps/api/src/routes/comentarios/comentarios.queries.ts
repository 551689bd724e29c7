import type { CommentWire } from '@pupitre/data';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comentarios, usuarios } from '../../db/schema';
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

function toWire(row: CommentRow): CommentWire {
  return {
    ID_comentario: row.id,
    ID_Usuario: row.usuarioId,
    ID_publicaciones: row.publicacionId,
    contenido: row.contenido,
    usuarioNombre: row.username,
    avatar: imageUrl(row.avatarImagenId),
    Fecha_publicacion: row.fechaPublicacion.toISOString(),
  };
}

export async function listComments(db: Db, postId: number): Promise<CommentWire[]> {
  const rows = await db
    .select(commentColumns)
    .from(comentarios)
    .innerJoin(usuarios, eq(usuarios.id, comentarios.usuarioId))
    .where(eq(comentarios.publicacionId, postId))
    .orderBy(asc(comentarios.fechaPublicacion), asc(comentarios.id));
  return rows.map(toWire);
}

export async function findComment(db: Db, id: number): Promise<CommentWire | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(comentarios)
    .innerJoin(usuarios, eq(usuarios.id, comentarios.usuarioId))
    .where(eq(comentarios.id, id));
  return row ? toWire(row) : undefined;
}
