import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { imagenes } from '../../db/schema';
import { HttpError, Status } from '../../http/errors';
import { idParam, parseInput } from '../../http/validate';

const NOT_FOUND = 'No se encontró la imagen solicitada.';

export async function getImage(c: Context<AppEnv>) {
  const { id } = parseInput(idParam, c.req.param(), NOT_FOUND);
  const [image] = await c.var.db
    .select({ contentType: imagenes.contentType, sha256: imagenes.sha256, bytes: imagenes.bytes })
    .from(imagenes)
    .where(eq(imagenes.id, id));
  if (!image) throw new HttpError(Status.NOT_FOUND, NOT_FOUND);
  const etag = `"${image.sha256}"`;
  // An id always names the same bytes (records are never rewritten), so caches may keep them forever.
  c.header('ETag', etag);
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  c.header('X-Content-Type-Options', 'nosniff');
  if (c.req.header('If-None-Match') === etag) return c.body(null, Status.NOT_MODIFIED);
  c.header('Content-Type', image.contentType);
  return c.body(new Uint8Array(image.bytes));
}
