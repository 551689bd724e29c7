import { and, eq, exists, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imagenes, publicaciones, publicacionesImagenes, usuarios } from '../../db/schema';

/**
 * What a visitor may see: an avatar, or an image a published post shows as its cover or in its body.
 * Anything else (a draft's image, an upload not used yet) is as hidden as a draft: superusers only.
 */
function shownToVisitors(db: Db): SQL | undefined {
  const avatar = exists(
    db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.avatarImagenId, imagenes.id)),
  );
  const publishedCover = exists(
    db
      .select({ id: publicaciones.id })
      .from(publicaciones)
      .where(and(eq(publicaciones.imagenPortadaId, imagenes.id), eq(publicaciones.estado, 'publicado'))),
  );
  const inPublishedBody = exists(
    db
      .select({ id: publicaciones.id })
      .from(publicacionesImagenes)
      .innerJoin(publicaciones, eq(publicaciones.id, publicacionesImagenes.publicacionId))
      .where(and(eq(publicacionesImagenes.imagenId, imagenes.id), eq(publicaciones.estado, 'publicado'))),
  );
  return or(avatar, publishedCover, inPublishedBody);
}

export async function findImage(db: Db, id: number, includeDrafts: boolean) {
  const byId = eq(imagenes.id, id);
  const [image] = await db
    .select({ contentType: imagenes.contentType, sha256: imagenes.sha256, bytes: imagenes.bytes })
    .from(imagenes)
    .where(includeDrafts ? byId : and(byId, shownToVisitors(db)));
  return image;
}
