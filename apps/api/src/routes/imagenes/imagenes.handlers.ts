import { HttpError, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { findImage } from './imagenes.queries';
import type * as routes from './imagenes.routes';
import { IMAGE_NOT_FOUND } from './imagenes.routes';

export const one: AppRouteHandler<typeof routes.one> = async (c) => {
  const image = await findImage(c.var.db, c.req.valid('param').id);
  if (!image) throw new HttpError(Status.NOT_FOUND, IMAGE_NOT_FOUND);
  const etag = `"${image.sha256}"`;
  // An id always names the same bytes (records are never rewritten), so caches may keep them forever.
  c.header('ETag', etag);
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  c.header('X-Content-Type-Options', 'nosniff');
  if (c.req.header('If-None-Match') === etag) return c.body(null, Status.NOT_MODIFIED);
  c.header('Content-Type', image.contentType);
  return c.body(new Uint8Array(image.bytes), Status.OK);
};
