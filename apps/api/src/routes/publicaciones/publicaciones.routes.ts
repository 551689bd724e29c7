import { categoryCountSchema, postListWireSchema, postWireSchema } from '@pupitre/data';
import { z } from 'zod';
import { jsonRoutes } from '../../http/json-route';
import { withNextPageHeaders } from '../../http/next-page-headers';
import { pageQuery } from '../../http/request-params';
import { listQuery, postIdParams, postPageFields, searchQuery, tagsQuery } from './publicaciones.schemas';
import { postWriteMessages } from './publicaciones.writes';

const publicaciones = jsonRoutes('publicaciones');
const postList = [postListWireSchema, 'Una página de publicaciones.'] as const;

/**
 * A GET of a page of posts: only its query differs from one listing to another. Each page names the next
 * one in X-Next-Cursor and Link; the body stays the spec's plain array.
 */
function listing<Path extends string, Query extends z.ZodObject>(path: Path, summary: string, query: Query) {
  return withNextPageHeaders(publicaciones.get(path, { summary, query, answer: postList }));
}

export const list = listing('/', 'Publicaciones publicadas, las más recientes primero', listQuery);

export const latest = listing('/latest', 'Últimas publicaciones', z.object(postPageFields(10)));

export const search = listing(
  '/search',
  'Búsqueda de texto completo en español, sin acentos: primero las que coinciden en el título, cada grupo de la más reciente a la más antigua',
  searchQuery,
);

export const byTags = listing('/search/tags', 'Publicaciones de cualquiera de varias categorías', tagsQuery);

export const all = publicaciones.get('/all', {
  summary: 'Todas las publicaciones, borradores incluidos (administradores)',
  access: 'superuser',
  query: pageQuery(200),
  answer: postList,
});

export const mine = publicaciones.get('/mias', {
  summary: 'Publicaciones publicadas del usuario actual',
  access: 'signedIn',
  query: pageQuery(20),
  answer: postList,
});

export const countsPerCategory = publicaciones.get('/estadisticas/categorias', {
  summary: 'Publicaciones por categoría, borradores incluidos (administradores)',
  access: 'superuser',
  answer: [
    z.array(categoryCountSchema),
    'Un total por categoría, en orden de id; cada publicación cuenta una vez, en su primera categoría.',
  ],
});

export const one = publicaciones.get('/{id}', {
  summary: 'Una publicación (un borrador solo para administradores)',
  params: postIdParams,
  answer: [postWireSchema, 'La publicación con su cuerpo HTML.'],
  errors: { 404: postWriteMessages.notFound },
});
