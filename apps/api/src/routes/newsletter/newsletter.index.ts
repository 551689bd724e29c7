import { createRouter } from '../../http/router';
import * as handlers from './newsletter.handlers';
import * as routes from './newsletter.routes';

export const newsletterRouter = createRouter()
  .openapi(routes.subscribe, handlers.subscribe)
  .openapi(routes.confirm, handlers.confirm)
  .openapi(routes.oneClickUnsubscribe, handlers.oneClickUnsubscribe)
  .openapi(routes.dataCopy, handlers.dataCopy)
  .openapi(routes.forget, handlers.forget)
  .openapi(routes.stats, handlers.stats);
