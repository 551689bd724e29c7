import { commentInputSchema, commentWireSchema, detailSchema } from '@pupitre/data';
import { z } from 'zod';
import { jsonRoute } from '../../http/json-route';
import { positiveId } from '../../http/request-params';
import { INVALID_POST_ID } from '../publicaciones/publicaciones.schemas';
import { postWriteMessages } from '../publicaciones/publicaciones.writes';
import { commentRouteMessages } from './comentarios.messages';
import { commentPageHeaderDocs } from './comentarios.page-headers';
import { commentPageQuery } from './comentarios.schemas';

const tags = ['comentarios'];

/** The routes on one post's comments: the post is named in the path and must exist. */
const onPost = {
  path: '/publicacion/{postId}',
  tags,
  params: z.object({ postId: positiveId(INVALID_POST_ID) }),
  errors: { 404: postWriteMessages.notFound },
} as const;

/** The routes on one comment: for a signed-in caller, refused when the comment is not theirs. */
const onComment = {
  path: '/{id}',
  tags,
  access: 'signedIn',
  params: z.object({ id: positiveId(commentRouteMessages.invalidComment) }),
  errors: { 403: commentRouteMessages.notYours, 404: commentRouteMessages.commentNotFound },
} as const;

// Writing and editing share one limit per account; each answer carries Retry-After.
const tooMany = `${commentRouteMessages.tooManyPerMinute} / ${commentRouteMessages.tooManyPerDay} (con Retry-After)`;

const listRoute = jsonRoute({
  ...onPost,
  method: 'get',
  summary:
    'Una página de los comentarios de una publicación, los más antiguos primero salvo `orden=reciente` ' +
    '(20 por defecto, 200 como máximo)',
  query: commentPageQuery,
  answer: [z.array(commentWireSchema), 'Los comentarios de la página.'],
});

export const list = {
  ...listRoute,
  responses: {
    ...listRoute.responses,
    200: { ...listRoute.responses[200], headers: commentPageHeaderDocs },
  },
};

export const create = jsonRoute({
  ...onPost,
  method: 'post',
  summary: 'Comentar una publicación (texto plano, de 1 a 2000 caracteres)',
  access: 'signedIn',
  body: commentInputSchema,
  status: 201,
  answer: [commentWireSchema, 'El comentario creado.'],
  errors: { ...onPost.errors, 429: tooMany },
});

export const update = jsonRoute({
  ...onComment,
  method: 'put',
  summary: 'Editar un comentario propio (no en un borrador, salvo un administrador)',
  body: commentInputSchema,
  answer: [commentWireSchema, 'El comentario editado.'],
  errors: { ...onComment.errors, 429: tooMany },
});

export const remove = jsonRoute({
  ...onComment,
  method: 'delete',
  summary: 'Eliminar un comentario propio (o cualquiera, como administrador)',
  answer: [detailSchema, commentRouteMessages.deleted],
});
