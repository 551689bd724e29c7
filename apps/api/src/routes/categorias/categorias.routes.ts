import { categoryWireSchema, postListWireSchema } from '@pupitre/data';
import { z } from 'zod';
import { jsonRoutes } from '../../http/json-route';
import { withNextPageHeaders } from '../../http/next-page-headers';
import { positiveId } from '../../http/request-params';
import { postPageFields } from '../publicaciones/publicaciones.schemas';

export const CATEGORY_NOT_FOUND = 'Categoria no encontrada.';

const categorias = jsonRoutes('categorias');

export const list = categorias.get('/', {
  summary: 'Lista de categorías',
  answer: [z.array(categoryWireSchema), 'Las 7 categorías, en orden de id.'],
});

export const posts = withNextPageHeaders(
  categorias.get('/{id}/publicaciones', {
    summary: 'Publicaciones publicadas de una categoría, las más recientes primero',
    params: z.object({ id: positiveId(CATEGORY_NOT_FOUND) }),
    query: z.object(postPageFields(30)),
    answer: [postListWireSchema, 'Una página de publicaciones.'],
    errors: { 404: CATEGORY_NOT_FOUND },
  }),
);
