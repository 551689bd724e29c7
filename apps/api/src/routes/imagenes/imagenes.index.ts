import { createRouter } from '../../http/router';
import * as handlers from './imagenes.handlers';
import * as routes from './imagenes.routes';

export const imagenesRouter = createRouter().openapi(routes.one, handlers.one);
