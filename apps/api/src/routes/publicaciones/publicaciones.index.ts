import { routerOf, served } from '../../http/router';
import * as handlers from './publicaciones.handlers';
import * as routes from './publicaciones.routes';
import * as adminHandlers from './publicaciones-admin.handlers';
import * as adminRoutes from './publicaciones-admin.routes';
import * as editorHandlers from './publicaciones-editor.handlers';
import * as editorRoutes from './publicaciones-editor.routes';
import * as scheduleHandlers from './publicaciones-programadas.handlers';
import * as scheduleRoutes from './publicaciones-programadas.routes';
import * as revisionHandlers from './publicaciones-revisiones.handlers';
import * as revisionRoutes from './publicaciones-revisiones.routes';

// Fixed paths come before '/{id}' so they are never read as an id.
export const publicacionesRouter = routerOf(
  ...served(routes, handlers, 'list'),
  ...served(editorRoutes, editorHandlers, 'create', 'fromHtml'),
  ...served(adminRoutes, adminHandlers, 'page', 'summary'),
  ...served(scheduleRoutes, scheduleHandlers, 'list', 'cancel', 'reschedule'),
  ...served(routes, handlers, 'all', 'latest', 'search', 'byTags', 'mine', 'countsPerCategory', 'one'),
  ...served(editorRoutes, editorHandlers, 'update', 'remove'),
  ...served(revisionRoutes, revisionHandlers, 'list', 'keep', 'one', 'restore'),
);
