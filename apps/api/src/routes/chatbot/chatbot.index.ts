import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { message } from './chatbot.handlers';

export const chatbotRouter = new Hono<AppEnv>({ strict: false }).post('/message', (c) => message(c));
