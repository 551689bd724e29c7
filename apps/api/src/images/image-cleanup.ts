import { and, eq, notExists } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  imagenes,
  publicaciones,
  publicacionesImagenes,
  publicacionesRevisiones,
  usuarios,
} from '../db/schema';

/**
 * Deletes a stored image once nothing shows it any more: no avatar, no cover, no post body, and no
 * revision's cover a restore could bring back. Images are stored once per content, so the one an avatar
 * leaves may still be another user's avatar or a cover.
 */
export async function deleteImageIfUnused(db: Db, id: number): Promise<void> {
  await db
    .delete(imagenes)
    .where(
      and(
        eq(imagenes.id, id),
        notExists(db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.avatarImagenId, id))),
        notExists(
          db
            .select({ id: publicaciones.id })
            .from(publicaciones)
            .where(eq(publicaciones.imagenPortadaId, id)),
        ),
        notExists(
          db
            .select({ id: publicacionesRevisiones.id })
            .from(publicacionesRevisiones)
            .where(eq(publicacionesRevisiones.imagenPortadaId, id)),
        ),
        notExists(
          db
            .select({ id: publicacionesImagenes.imagenId })
            .from(publicacionesImagenes)
            .where(eq(publicacionesImagenes.imagenId, id)),
        ),
      ),
    );
}
