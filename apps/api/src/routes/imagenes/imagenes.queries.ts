import { and, eq, exists, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { imagenes, imagenVariantes, publicaciones, publicacionesImagenes, usuarios } from '../../db/schema';

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

function visibleImage(db: Db, id: number, includeDrafts: boolean): SQL | undefined {
  const byId = eq(imagenes.id, id);
  return includeDrafts ? byId : and(byId, shownToVisitors(db));
}

export async function findImage(db: Db, id: number, includeDrafts: boolean) {
  const [image] = await db
    .select({ contentType: imagenes.contentType, sha256: imagenes.sha256, bytes: imagenes.bytes })
    .from(imagenes)
    .where(visibleImage(db, id, includeDrafts));
  return image;
}

export interface VariantKey {
  id: number;
  width: number;
  format: string;
}

/**
 * A visible image's fingerprint and, when it was made already, the variant's bytes: the original's
 * bytes are read only when a variant has to be made.
 */
export async function findImageVariant(db: Db, key: VariantKey, includeDrafts: boolean) {
  const [found] = await db
    .select({
      sha256: imagenes.sha256,
      contentType: imagenVariantes.contentType,
      bytes: imagenVariantes.bytes,
    })
    .from(imagenes)
    .leftJoin(
      imagenVariantes,
      and(
        eq(imagenVariantes.imagenId, imagenes.id),
        eq(imagenVariantes.ancho, key.width),
        eq(imagenVariantes.formato, key.format),
      ),
    )
    .where(visibleImage(db, key.id, includeDrafts));
  return found;
}

export async function findImageBytes(db: Db, id: number): Promise<Buffer | undefined> {
  const [image] = await db.select({ bytes: imagenes.bytes }).from(imagenes).where(eq(imagenes.id, id));
  return image?.bytes;
}
