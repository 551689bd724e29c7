import { createRouter } from '../../http/router';
import * as handlers from './avatar.handlers';
import * as routes from './avatar.routes';

export const usersRouter = createRouter().openapi(routes.updateAvatar, handlers.updateAvatar);
