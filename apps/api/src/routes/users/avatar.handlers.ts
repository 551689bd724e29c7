import { requireUser } from '../../auth/session.middleware';
import { HttpError, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { AVATAR_MAX_BYTES, decodeImage } from '../../images/decode-image';
import { storedImageUrl, storeImage } from '../../images/image-store';
import type * as routes from './avatar.routes';
import { AVATAR_NOT_YOURS } from './avatar.routes';
import { setAvatar } from './users.writes';

export const updateAvatar: AppRouteHandler<typeof routes.updateAvatar> = async (c) => {
  const session = requireUser(c);
  const body = c.req.valid('json');
  if (body.userId !== undefined && body.userId !== session.id) {
    throw new HttpError(Status.FORBIDDEN, AVATAR_NOT_YOURS);
  }
  const image = decodeImage(body.avatarData, AVATAR_MAX_BYTES, 'avatarData');
  const imageId = await storeImage(c.var.db, image.bytes, image.contentType);
  await setAvatar(c.var.db, session.id, imageId);
  return c.json(
    { detail: 'Avatar actualizado correctamente', avatar: storedImageUrl(c.var.config.publicUrl, imageId) },
    Status.OK,
  );
};
