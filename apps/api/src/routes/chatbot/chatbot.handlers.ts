import { clientAddress } from '../../abuse/client-address';
import { limits } from '../../abuse/limits';
import { enforce } from '../../abuse/rate-limit';
import { builtInAnswer, retrieve } from '../../assistant/answer-question';
import { builtInReply } from '../../assistant/built-in-replies';
import { detectIntent } from '../../assistant/intents';
import { askModel } from '../../assistant/model-client';
import { Status } from '../../http/errors';
import type { AppRouteHandler } from '../../http/router';
import { listCategories } from '../categorias/categorias.queries';
import type * as routes from './chatbot.routes';

export const message: AppRouteHandler<typeof routes.message> = async (c) => {
  const { message: text, previous } = c.req.valid('json');
  const { db, config } = c.var;
  await enforce(db, limits.chatbotPerIp, clientAddress(c));
  const intent = detectIntent(text);
  if (intent !== 'question') {
    const categories = intent === 'categories' ? await listCategories(db) : [];
    return c.json({ response: builtInReply(intent, categories), sources: [] }, Status.OK);
  }
  const retrieval = await retrieve(db, text, previous);
  if (config.chatbot) {
    try {
      const response = await askModel(config.chatbot, text, retrieval.articles);
      return c.json({ response, sources: retrieval.sources }, Status.OK);
    } catch (error) {
      // Any failure or a 10 s timeout of the external model: the built-in answer still helps.
      console.error(
        `[chatbot] external model failed, using the built-in answer: ${(error as Error).message}`,
      );
    }
  }
  return c.json({ response: await builtInAnswer(db, retrieval), sources: retrieval.sources }, Status.OK);
};
