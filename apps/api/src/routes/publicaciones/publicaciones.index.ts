import { routerOf } from '../../http/router';
import * as handlers from './publicaciones.handlers';
import * as routes from './publicaciones.routes';
import * as editorHandlers from './publicaciones-editor.handlers';
import * as editorRoutes from './publicaciones-editor.routes';

// Fixed paths come before '/{id}' so they are never read as an id.
export const publicacionesRouter = routerOf(
  [routes.list, handlers.list],
  [editorRoutes.create, editorHandlers.create],
  [editorRoutes.fromHtml, editorHandlers.fromHtml],
  [routes.all, handlers.all],
  [routes.latest, handlers.latest],
  [routes.search, handlers.search],
  [routes.byTags, handlers.byTags],
  [routes.mine, handlers.mine],
  [routes.countsPerCategory, handlers.countsPerCategory],
  [routes.one, handlers.one],
  [editorRoutes.update, editorHandlers.update],
  [editorRoutes.remove, editorHandlers.remove],
);
