import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/session.middleware';
import { usuarios } from '../../db/schema';
import { HttpError, Status } from '../../http/errors';
import { readJson } from '../../http/json-body';
import { parseInput } from '../../http/validate';
import { AVATAR_MAX_BYTES, decodeImage, imageMessages } from '../../images/decode-image';
import { imageUrl, storeImage } from '../../images/image-store';

const avatarBody = z.object({
  avatarData: z.unknown().refine((value) => value !== undefined && value !== null && value !== '', {
    message: imageMessages.noData,
  }),
  userId: z.coerce.number().int().positive().optional(),
});

export async function updateAvatar(c: Context<AppEnv>) {
  const session = requireUser(c);
  const body = parseInput(avatarBody, await readJson(c), imageMessages.noData);
  if (body.userId !== undefined && body.userId !== session.id) {
    throw new HttpError(Status.FORBIDDEN, 'Solo puedes cambiar tu propio avatar.');
  }
  const image = decodeImage(body.avatarData, AVATAR_MAX_BYTES);
  const imageId = await storeImage(c.var.db, image.bytes, image.contentType);
  await c.var.db.update(usuarios).set({ avatarImagenId: imageId }).where(eq(usuarios.id, session.id));
  return c.json({ detail: 'Avatar actualizado correctamente', avatar: imageUrl(imageId) });
}
