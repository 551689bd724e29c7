import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { create, list, remove, update } from './comentarios.handlers';

export const comentariosRouter = new Hono<AppEnv>({ strict: false })
  .get('/publicacion/:postId', list)
  .post('/publicacion/:postId', create)
  .put('/:id', update)
  .delete('/:id', remove);
