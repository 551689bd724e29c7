import { limits } from '../../abuse/limits';
import { enforce } from '../../abuse/rate-limit';
import { requireUser } from '../../auth/session.middleware';
import { HttpError, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { thumbnailDataUrl } from '../../images/avatar-thumbnail';
import { AVATAR_BOUNDS } from '../../images/image-bounds';
import { storedImageUrl } from '../../images/image-store';
import { readUpload } from '../../images/read-upload';
import type * as routes from './avatar.routes';
import { AVATAR_NOT_YOURS } from './avatar.routes';
import { findAvatarThumbnail } from './avatar-thumbnail.queries';
import { replaceAvatar } from './users.writes';

export const updateAvatar: AppRouteHandler<typeof routes.updateAvatar> = async (c) => {
  const session = requireUser(c);
  const body = c.req.valid('json');
  if (body.userId !== undefined && body.userId !== session.id) {
    throw new HttpError(Status.FORBIDDEN, AVATAR_NOT_YOURS);
  }
  // Counted before decoding: the decode is the expensive part an attacker would repeat.
  await enforce(c.var.db, limits.avatarUploadsPerUser, String(session.id));
  const image = await readUpload(body.avatarData, AVATAR_BOUNDS, 'avatarData');
  const imageId = await replaceAvatar(c.var.db, session.id, image);
  const thumbnail = await findAvatarThumbnail(c.var.db, imageId);
  return c.json(
    {
      detail: 'Avatar actualizado correctamente',
      avatar: thumbnailDataUrl(thumbnail),
      avatar_url: storedImageUrl(c.var.config.publicUrl, imageId),
    },
    Status.OK,
  );
};
