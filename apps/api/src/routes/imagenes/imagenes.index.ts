import { routerOf } from '../../http/router';
import * as handlers from './imagenes.handlers';
import * as routes from './imagenes.routes';

export const imagenesRouter = routerOf([routes.upload, handlers.upload], [routes.one, handlers.one]);
