import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { getPost, listPosts } from './publicaciones.handlers';

export const publicacionesRouter = new Hono<AppEnv>().get('/', listPosts).get('/:id', getPost);
