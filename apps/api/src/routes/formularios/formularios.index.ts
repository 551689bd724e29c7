import { createRouter } from '../../http/router';
import * as handlers from './formularios.handlers';
import * as routes from './formularios.routes';

export const contactoRouter = createRouter()
  .openapi(routes.contactAddress, handlers.contactAddress)
  .openapi(routes.contact, handlers.contact);
