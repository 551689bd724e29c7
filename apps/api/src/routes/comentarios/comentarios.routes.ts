import { createRoute } from '@hono/zod-openapi';
import { commentInputSchema, commentWireSchema, detailSchema } from '@pupitre/data';
import { z } from 'zod';
import { signedInAccess, signedInFailures } from '../../auth/route-access';
import { bodyFailures, errorAnswer, invalidAnswer, jsonBody, jsonContent } from '../../http/contract';
import { positiveId } from '../../http/request-params';
import { INVALID_POST_ID } from '../publicaciones/publicaciones.schemas';
import { postWriteMessages } from '../publicaciones/publicaciones.writes';
import { commentRouteMessages } from './comentarios.messages';

const tags = ['comentarios'];
const postParams = z.object({ postId: positiveId(INVALID_POST_ID) });
const commentParams = z.object({ id: positiveId(commentRouteMessages.invalidComment) });
const postNotFound = { 404: errorAnswer(postWriteMessages.notFound) };
const commentFailures = {
  ...signedInFailures,
  403: errorAnswer(commentRouteMessages.notYours),
  404: errorAnswer(commentRouteMessages.commentNotFound),
};

export const list = createRoute({
  method: 'get',
  path: '/publicacion/{postId}',
  tags,
  summary: 'Comentarios de una publicación, los más antiguos primero',
  request: { params: postParams },
  responses: {
    200: jsonContent(z.array(commentWireSchema), 'Los comentarios.'),
    ...invalidAnswer,
    ...postNotFound,
  },
});

export const create = createRoute({
  method: 'post',
  path: '/publicacion/{postId}',
  tags,
  summary: 'Comentar una publicación (texto plano, de 1 a 2000 caracteres)',
  ...signedInAccess,
  request: { params: postParams, body: jsonBody(commentInputSchema) },
  responses: {
    201: jsonContent(commentWireSchema, 'El comentario creado.'),
    ...bodyFailures,
    ...signedInFailures,
    ...postNotFound,
  },
});

export const update = createRoute({
  method: 'put',
  path: '/{id}',
  tags,
  summary: 'Editar un comentario propio',
  ...signedInAccess,
  request: { params: commentParams, body: jsonBody(commentInputSchema) },
  responses: {
    200: jsonContent(commentWireSchema, 'El comentario editado.'),
    ...bodyFailures,
    ...commentFailures,
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Eliminar un comentario propio (o cualquiera, como administrador)',
  ...signedInAccess,
  request: { params: commentParams },
  responses: {
    200: jsonContent(detailSchema, commentRouteMessages.deleted),
    ...invalidAnswer,
    ...commentFailures,
  },
});
