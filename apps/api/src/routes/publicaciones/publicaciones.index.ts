import { createRouter } from '../../http/router';
import * as handlers from './publicaciones.handlers';
import * as routes from './publicaciones.routes';
import * as editorHandlers from './publicaciones-editor.handlers';
import * as editorRoutes from './publicaciones-editor.routes';

// Fixed paths come before '/{id}' so they are never read as an id.
export const publicacionesRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(editorRoutes.create, editorHandlers.create)
  .openapi(routes.all, handlers.all)
  .openapi(routes.latest, handlers.latest)
  .openapi(routes.search, handlers.search)
  .openapi(routes.byTags, handlers.byTags)
  .openapi(routes.mine, handlers.mine)
  .openapi(routes.countsPerCategory, handlers.countsPerCategory)
  .openapi(routes.one, handlers.one)
  .openapi(editorRoutes.update, editorHandlers.update)
  .openapi(editorRoutes.remove, editorHandlers.remove);
