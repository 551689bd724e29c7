import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { getCategories, getCategoryPosts } from './categorias.handlers';

export const categoriasRouter = new Hono<AppEnv>()
  .get('/', getCategories)
  .get('/:id/publicaciones', getCategoryPosts);
