import { createRouter } from '../../http/router';
import * as handlers from './categorias.handlers';
import * as routes from './categorias.routes';

export const categoriasRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.posts, handlers.posts);
