import { clientAddress } from '../../abuse/client-address';
import { limits } from '../../abuse/limits';
import { enforce } from '../../abuse/rate-limit';
import { builtInReply } from '../../assistant/built-in-replies';
import { detectIntent } from '../../assistant/intents';
import { askModel } from '../../assistant/model-client';
import { Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { listCategories } from '../categorias/categorias.queries';
import { searchPublishedPosts } from '../publicaciones/publicaciones.queries';
import type * as routes from './chatbot.routes';

const RETRIEVED_ARTICLES = 3;

export const message: AppRouteHandler<typeof routes.message> = async (c) => {
  const { message: text } = c.req.valid('json');
  const { db, config } = c.var;
  await enforce(db, limits.chatbotPerIp, clientAddress(c));
  const intent = detectIntent(text);
  const articles =
    intent === 'question'
      ? await searchPublishedPosts(c.var, text, { limite: RETRIEVED_ARTICLES, offset: 0 }, 'any')
      : [];
  if (config.chatbot && intent === 'question') {
    try {
      return c.json({ response: await askModel(config.chatbot, text, articles) }, Status.OK);
    } catch (error) {
      // Any failure or a 10 s timeout of the external model: the built-in answer still helps.
      console.error(
        `[chatbot] external model failed, using the built-in answer: ${(error as Error).message}`,
      );
    }
  }
  const categories = intent === 'categories' ? await listCategories(db) : [];
  return c.json({ response: builtInReply(intent, articles, categories) }, Status.OK);
};
