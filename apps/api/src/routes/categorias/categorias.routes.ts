import { createRoute } from '@hono/zod-openapi';
import { categoryWireSchema, postListWireSchema } from '@pupitre/data';
import { z } from 'zod';
import { errorAnswer, invalidAnswer, jsonContent } from '../../http/contract';
import { pageQuery, positiveId } from '../../http/request-params';

export const CATEGORY_NOT_FOUND = 'Categoria no encontrada.';

const tags = ['categorias'];

export const list = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'Lista de categorías',
  responses: { 200: jsonContent(z.array(categoryWireSchema), 'Las 7 categorías, en orden de id.') },
});

export const posts = createRoute({
  method: 'get',
  path: '/{id}/publicaciones',
  tags,
  summary: 'Publicaciones publicadas de una categoría, las más recientes primero',
  request: { params: z.object({ id: positiveId(CATEGORY_NOT_FOUND) }), query: pageQuery(30) },
  responses: {
    200: jsonContent(postListWireSchema, 'Una página de publicaciones.'),
    ...invalidAnswer,
    404: errorAnswer(CATEGORY_NOT_FOUND),
  },
});
