import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { contact, subscribe } from './formularios.handlers';

export const contactoRouter = new Hono<AppEnv>({ strict: false }).post('/', contact);
export const newsletterRouter = new Hono<AppEnv>({ strict: false }).post('/', subscribe);
