import { createRouter } from '../../http/router';
import * as handlers from './chatbot.handlers';
import * as routes from './chatbot.routes';

export const chatbotRouter = createRouter().openapi(routes.message, handlers.message);
