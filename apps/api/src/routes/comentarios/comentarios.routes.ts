import { commentInputSchema, commentWireSchema, detailSchema } from '@pupitre/data';
import { z } from 'zod';
import { jsonRoute } from '../../http/json-route';
import { positiveId } from '../../http/request-params';
import { INVALID_POST_ID } from '../publicaciones/publicaciones.schemas';
import { postWriteMessages } from '../publicaciones/publicaciones.writes';
import { commentRouteMessages } from './comentarios.messages';

const tags = ['comentarios'];
const postParams = z.object({ postId: positiveId(INVALID_POST_ID) });
const commentParams = z.object({ id: positiveId(commentRouteMessages.invalidComment) });
const postNotFound = { 404: postWriteMessages.notFound };
const commentFailures = { 403: commentRouteMessages.notYours, 404: commentRouteMessages.commentNotFound };

export const list = jsonRoute({
  method: 'get',
  path: '/publicacion/{postId}',
  tags,
  summary: 'Comentarios de una publicación, los más antiguos primero',
  params: postParams,
  answer: [z.array(commentWireSchema), 'Los comentarios.'],
  errors: postNotFound,
});

export const create = jsonRoute({
  method: 'post',
  path: '/publicacion/{postId}',
  tags,
  summary: 'Comentar una publicación (texto plano, de 1 a 2000 caracteres)',
  access: 'signedIn',
  params: postParams,
  body: commentInputSchema,
  status: 201,
  answer: [commentWireSchema, 'El comentario creado.'],
  errors: postNotFound,
});

export const update = jsonRoute({
  method: 'put',
  path: '/{id}',
  tags,
  summary: 'Editar un comentario propio',
  access: 'signedIn',
  params: commentParams,
  body: commentInputSchema,
  answer: [commentWireSchema, 'El comentario editado.'],
  errors: commentFailures,
});

export const remove = jsonRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Eliminar un comentario propio (o cualquiera, como administrador)',
  access: 'signedIn',
  params: commentParams,
  answer: [detailSchema, commentRouteMessages.deleted],
  errors: commentFailures,
});
