import { createRoute } from '@hono/zod-openapi';
import { detailSchema, postInputSchema, postSavedSchema } from '@pupitre/data';
import { superuserAccess, superuserFailures } from '../../auth/route-access';
import { bodyFailures, errorAnswer, invalidAnswer, jsonBody, jsonContent } from '../../http/contract';
import { postIdParams } from './publicaciones.schemas';
import { postWriteMessages } from './publicaciones.writes';

const tags = ['publicaciones'];
const notFound = { 404: errorAnswer(postWriteMessages.notFound) };
const coverTooLarge = errorAnswer('La portada supera el tamaño máximo permitido (15 MB).');

export const create = createRoute({
  method: 'post',
  path: '/',
  tags,
  summary: 'Publicar o guardar como borrador (administradores)',
  ...superuserAccess,
  request: { body: jsonBody(postInputSchema) },
  responses: {
    201: jsonContent(postSavedSchema, '¡Post publicado correctamente!'),
    ...bodyFailures,
    ...superuserFailures,
    413: coverTooLarge,
  },
});

export const update = createRoute({
  method: 'put',
  path: '/{id}',
  tags,
  summary: 'Actualizar una publicación: mismo id, comentarios conservados (administradores)',
  ...superuserAccess,
  request: { params: postIdParams, body: jsonBody(postInputSchema) },
  responses: {
    200: jsonContent(postSavedSchema, '¡Post actualizado correctamente!'),
    ...bodyFailures,
    ...superuserFailures,
    ...notFound,
    413: coverTooLarge,
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Eliminar una publicación con sus comentarios (administradores)',
  ...superuserAccess,
  request: { params: postIdParams },
  responses: {
    200: jsonContent(detailSchema, postWriteMessages.deleted),
    ...invalidAnswer,
    ...superuserFailures,
    ...notFound,
  },
});
