import { createRouter } from '../../http/router';
import * as handlers from './comentarios.handlers';
import * as routes from './comentarios.routes';

export const comentariosRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.create, handlers.create)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove);
