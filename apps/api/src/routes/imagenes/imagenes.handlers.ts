import { requireUser } from '../../auth/session.middleware';
import { HttpError, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { storedImageUrl } from '../../images/image-store';
import { findImage } from './imagenes.queries';
import type * as routes from './imagenes.routes';
import { IMAGE_NOT_FOUND } from './imagenes.routes';
import { storeUpload } from './imagenes.writes';

export const one: AppRouteHandler<typeof routes.one> = async (c) => {
  const superuser = c.var.user?.isSuperuser === true;
  const image = await findImage(c.var.db, c.req.valid('param').id, superuser);
  if (!image) throw new HttpError(Status.NOT_FOUND, IMAGE_NOT_FOUND);
  const etag = `"${image.sha256}"`;
  // An id always names the same bytes (records are never rewritten), so caches may keep them forever.
  c.header('ETag', etag);
  // A superuser may be shown a draft's cover: no shared cache may keep that copy for others.
  c.header('Cache-Control', `${superuser ? 'private' : 'public'}, max-age=31536000, immutable`);
  c.header('X-Content-Type-Options', 'nosniff');
  if (c.req.header('If-None-Match') === etag) return c.body(null, Status.NOT_MODIFIED);
  c.header('Content-Type', image.contentType);
  return c.body(new Uint8Array(image.bytes), Status.OK);
};

export const upload: AppRouteHandler<typeof routes.upload> = async (c) => {
  const id = await storeUpload(c.var.db, c.req.valid('json').imagen, requireUser(c).id);
  return c.json({ id, url: storedImageUrl(c.var.config.publicUrl, id) }, Status.CREATED);
};
