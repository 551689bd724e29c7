import {
  detailSchema,
  postInputSchema,
  postSavedSchema,
  postUpdateHeadersSchema,
  postUpdateQuerySchema,
} from '@pupitre/data';
import { jsonRoute } from '../../http/json-route';
import { postIdParams } from './publicaciones.schemas';
import { postWriteMessages } from './publicaciones.writes';
import { postBodyMessages } from './publicaciones-contenido.writes';

const tags = ['publicaciones'];
const tooLarge = `La portada supera el tamaño máximo permitido (15 MB). / ${postBodyMessages.tooLarge}`;

/** Both create paths take the same body and give the same answer. */
function createRoute<Path extends string>(path: Path, summary: string) {
  return jsonRoute({
    method: 'post',
    path,
    tags,
    summary,
    access: 'superuser',
    body: postInputSchema,
    status: 201,
    answer: [postSavedSchema, '¡Post publicado correctamente!'],
    errors: { 413: tooLarge },
    // A new cover counts against the editor's image uploads.
    rateLimited: true,
  });
}

export const create = createRoute('/', 'Publicar o guardar como borrador (administradores)');

/** The seeds' client sends its HTML mode here, with the body as `htmlContent`; same checks, same answer. */
export const fromHtml = createRoute(
  '/from-html',
  'Publicar desde el modo HTML del editor: titulo, htmlContent, resumen, estado, categorias (administradores)',
);

export const update = jsonRoute({
  method: 'put',
  path: '/{id}',
  tags,
  summary:
    'Actualizar una publicación: mismo id, comentarios conservados (administradores). Con If-Match, ' +
    'solo si nadie la cambió desde entonces; la respuesta lleva el ETag nuevo',
  access: 'superuser',
  params: postIdParams,
  query: postUpdateQuerySchema,
  headers: postUpdateHeadersSchema,
  body: postInputSchema,
  answer: [postSavedSchema, `¡Post actualizado correctamente! / ${postWriteMessages.pendingSaved}`],
  errors: { 404: postWriteMessages.notFound, 412: postWriteMessages.conflict, 413: tooLarge },
  rateLimited: true,
});

export const remove = jsonRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Eliminar una publicación con sus comentarios (administradores)',
  access: 'superuser',
  params: postIdParams,
  answer: [detailSchema, postWriteMessages.deleted],
  errors: { 404: postWriteMessages.notFound },
});
