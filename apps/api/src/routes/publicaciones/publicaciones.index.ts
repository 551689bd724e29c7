import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  create,
  getPost,
  latestPosts,
  listEveryPost,
  listPosts,
  myPosts,
  postCountsPerCategory,
  remove,
  searchByTags,
  searchPosts,
  update,
} from './publicaciones.handlers';

// Fixed paths come before '/:id' so they are never read as an id.
export const publicacionesRouter = new Hono<AppEnv>({ strict: false })
  .get('/', listPosts)
  .post('/', create)
  .get('/all', listEveryPost)
  .get('/latest', latestPosts)
  .get('/search', searchPosts)
  .get('/search/tags', searchByTags)
  .get('/mias', myPosts)
  .get('/estadisticas/categorias', postCountsPerCategory)
  .get('/:id', getPost)
  .put('/:id', update)
  .delete('/:id', remove);
