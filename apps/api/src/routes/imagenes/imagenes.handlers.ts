import type { Context } from 'hono';
import { requireUser } from '../../auth/session.middleware';
import { HttpError, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { storedImageUrl } from '../../images/image-store';
import { findImage, findImageVariant } from './imagenes.queries';
import type * as routes from './imagenes.routes';
import { IMAGE_NOT_FOUND } from './imagenes.routes';
import { makeVariant } from './imagenes.variants';
import { storeUpload } from './imagenes.writes';

/** An id always names the same bytes (records are never rewritten), so caches may keep them forever. */
function immutable(c: Context, etag: string, superuser: boolean) {
  c.header('ETag', etag);
  // A superuser may be shown a draft's cover: no shared cache may keep that copy for others.
  c.header('Cache-Control', `${superuser ? 'private' : 'public'}, max-age=31536000, immutable`);
  c.header('X-Content-Type-Options', 'nosniff');
  return c.req.header('If-None-Match') === etag;
}

export const one: AppRouteHandler<typeof routes.one> = async (c) => {
  const superuser = c.var.user?.isSuperuser === true;
  const { id } = c.req.valid('param');
  const { ancho, formato } = c.req.valid('query');
  if (ancho !== undefined && formato !== undefined) {
    const key = { id, width: ancho, format: formato };
    const found = await findImageVariant(c.var.db, key, superuser);
    if (!found) throw new HttpError(Status.NOT_FOUND, IMAGE_NOT_FOUND);
    if (immutable(c, `"${found.sha256}-${ancho}-${formato}"`, superuser)) {
      return c.body(null, Status.NOT_MODIFIED);
    }
    const variant =
      found.bytes && found.contentType
        ? { bytes: found.bytes, contentType: found.contentType }
        : await makeVariant(c.var.db, key);
    if (!variant) throw new HttpError(Status.NOT_FOUND, IMAGE_NOT_FOUND);
    c.header('Content-Type', variant.contentType);
    return c.body(new Uint8Array(variant.bytes), Status.OK);
  }
  const image = await findImage(c.var.db, id, superuser);
  if (!image) throw new HttpError(Status.NOT_FOUND, IMAGE_NOT_FOUND);
  if (immutable(c, `"${image.sha256}"`, superuser)) return c.body(null, Status.NOT_MODIFIED);
  c.header('Content-Type', image.contentType);
  return c.body(new Uint8Array(image.bytes), Status.OK);
};

export const upload: AppRouteHandler<typeof routes.upload> = async (c) => {
  const id = await storeUpload(c.var.db, c.req.valid('json').imagen, requireUser(c).id);
  return c.json({ id, url: storedImageUrl(c.var.config.publicUrl, id) }, Status.CREATED);
};
