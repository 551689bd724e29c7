import { accessMessages, requireUser } from '../../auth/session.middleware';
import { HttpError, Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { findAvatarThumbnail } from '../users/avatar-thumbnail.queries';
import type * as routes from './account.routes';
import { authMessages } from './auth.messages';
import { countSuperusers, findUserById, userAnswer } from './auth.queries';
import { deleteUser } from './auth.writes';

export const currentUser: AppRouteHandler<typeof routes.currentUser> = async (c) => {
  const user = await findUserById(c.var.db, requireUser(c).id);
  if (!user) throw new HttpError(Status.UNAUTHORIZED, accessMessages.notAuthenticated);
  const thumbnail = await findAvatarThumbnail(c.var.db, user.avatarImagenId);
  return c.json(userAnswer(user, c.var.config.publicUrl, thumbnail), Status.OK);
};

export const deleteAccount: AppRouteHandler<typeof routes.deleteAccount> = async (c) => {
  const session = requireUser(c);
  if (session.isSuperuser && (await countSuperusers(c.var.db)) <= 1) {
    throw new HttpError(Status.CONFLICT, authMessages.lastSuperuser);
  }
  await deleteUser(c.var.db, session.id);
  return c.json({ detail: authMessages.accountDeleted }, Status.OK);
};
