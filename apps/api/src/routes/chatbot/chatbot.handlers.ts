import { chatMessageSchema, formMessages } from '@pupitre/data';
import type { Context } from 'hono';
import { limits } from '../../abuse/limits';
import { clientAddress, enforce } from '../../abuse/rate-limit';
import type { AppEnv } from '../../app-env';
import { builtInReply } from '../../assistant/built-in-replies';
import { detectIntent } from '../../assistant/intents';
import { askModel } from '../../assistant/model-client';
import { readJson } from '../../http/json-body';
import { parseInput } from '../../http/validate';
import { listCategories } from '../categorias/categorias.queries';
import { searchPublishedPosts } from '../publicaciones/publicaciones.queries';

const RETRIEVED_ARTICLES = 3;

export async function message(c: Context<AppEnv>, log: (line: string) => void = console.error) {
  const { message: text } = parseInput(chatMessageSchema, await readJson(c), formMessages.chatEmpty);
  const { db, config } = c.var;
  await enforce(db, limits.chatbotPerIp, clientAddress(c));
  const intent = detectIntent(text);
  const articles =
    intent === 'question'
      ? await searchPublishedPosts(db, text, { limite: RETRIEVED_ARTICLES, offset: 0 }, 'any')
      : [];
  if (config.chatbot && intent === 'question') {
    try {
      return c.json({ response: await askModel(config.chatbot, text, articles) });
    } catch (error) {
      // Any failure or a 10 s timeout of the external model: the built-in answer still helps.
      log(`[chatbot] external model failed, using the built-in answer: ${(error as Error).message}`);
    }
  }
  const categories = intent === 'categories' ? await listCategories(db) : [];
  return c.json({ response: builtInReply(intent, articles, categories) });
}
