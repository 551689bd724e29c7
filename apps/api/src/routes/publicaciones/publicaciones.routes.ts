import { createRoute } from '@hono/zod-openapi';
import { categoryCountSchema, postListWireSchema, postWireSchema } from '@pupitre/data';
import { z } from 'zod';
import {
  signedInAccess,
  signedInFailures,
  superuserAccess,
  superuserFailures,
} from '../../auth/route-access';
import { errorAnswer, invalidAnswer, jsonContent } from '../../http/contract';
import { pageQuery } from '../../http/request-params';
import { listQuery, postIdParams, searchQuery, tagsQuery } from './publicaciones.schemas';
import { postWriteMessages } from './publicaciones.writes';

const tags = ['publicaciones'];
const postList = jsonContent(postListWireSchema, 'Una página de publicaciones.');

/** A GET of a page of posts: only its query differs from one listing to another. */
function listing<Path extends string, Query extends z.ZodObject>(path: Path, summary: string, query: Query) {
  return createRoute({
    method: 'get',
    path,
    tags,
    summary,
    request: { query },
    responses: { 200: postList, ...invalidAnswer },
  });
}

export const list = listing('/', 'Publicaciones publicadas, las más recientes primero', listQuery);

export const latest = listing('/latest', 'Últimas publicaciones', pageQuery(10));

export const search = listing('/search', 'Búsqueda de texto completo en español, sin acentos', searchQuery);

export const byTags = listing('/search/tags', 'Publicaciones de cualquiera de varias categorías', tagsQuery);

export const all = createRoute({
  ...listing('/all', 'Todas las publicaciones, borradores incluidos (administradores)', pageQuery(200)),
  ...superuserAccess,
  responses: { 200: postList, ...invalidAnswer, ...superuserFailures },
});

export const mine = createRoute({
  ...listing('/mias', 'Publicaciones publicadas del usuario actual', pageQuery(20)),
  ...signedInAccess,
  responses: { 200: postList, ...invalidAnswer, ...signedInFailures },
});

export const countsPerCategory = createRoute({
  method: 'get',
  path: '/estadisticas/categorias',
  tags,
  summary: 'Publicaciones por categoría, borradores incluidos (administradores)',
  ...superuserAccess,
  responses: {
    200: jsonContent(z.array(categoryCountSchema), 'Un total por categoría, en orden de id.'),
    ...superuserFailures,
  },
});

export const one = createRoute({
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'Una publicación (un borrador solo para administradores)',
  request: { params: postIdParams },
  responses: {
    200: jsonContent(postWireSchema, 'La publicación con su cuerpo HTML.'),
    ...invalidAnswer,
    404: errorAnswer(postWriteMessages.notFound),
  },
});
