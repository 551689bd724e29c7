import { and, eq, exists, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imagenes, publicaciones, usuarios } from '../../db/schema';

/**
 * An image shown nowhere but on drafts is as hidden as those drafts: only a superuser reaches it.
 * Anything a visitor can already see (a published cover, an avatar) stays public.
 */
function onlyOnDrafts(db: Db): SQL {
  const coverOf = (estado: 'publicado' | 'borrador') =>
    exists(
      db
        .select({ id: publicaciones.id })
        .from(publicaciones)
        .where(and(eq(publicaciones.imagenPortadaId, imagenes.id), eq(publicaciones.estado, estado))),
    );
  const avatar = exists(
    db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.avatarImagenId, imagenes.id)),
  );
  return sql`(${coverOf('borrador')} and not ${coverOf('publicado')} and not ${avatar})`;
}

export async function findImage(db: Db, id: number, includeDrafts: boolean) {
  const byId = eq(imagenes.id, id);
  const [image] = await db
    .select({ contentType: imagenes.contentType, sha256: imagenes.sha256, bytes: imagenes.bytes })
    .from(imagenes)
    .where(includeDrafts ? byId : and(byId, not(onlyOnDrafts(db))));
  return image;
}
