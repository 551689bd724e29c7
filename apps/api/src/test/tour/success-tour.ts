import { ADMIN } from '../actors';
import { PNG_1X1, post, registration, type Step } from './prepare-tour';

/** One real request per documented operation, made by an actor allowed to make it: each one succeeds. */
export const successTour: Record<string, Step> = {
  'GET /api/auth/user/{username}/check': () => ({ path: '/api/auth/user/libre_del_todo/check' }),
  'POST /api/auth/email/check': () => ({
    path: '/api/auth/email/check',
    body: { email: 'libre@example.com' },
  }),
  'POST /api/auth/register': () => ({ path: '/api/auth/register/', body: registration('recien_llegada') }),
  'POST /api/auth/token': () => ({ path: '/api/auth/token/', body: ADMIN }),
  'POST /api/auth/token/refresh': (s) => ({
    path: '/api/auth/token/refresh/',
    body: { refresh: s.reader.refresh },
  }),
  'POST /api/auth/logout': (s) => ({
    path: '/api/auth/logout/',
    body: { refresh: s.leavingElsewhere.refresh },
  }),
  'GET /api/auth/user': (s) => ({ path: '/api/auth/user/', token: s.reader.token }),
  'DELETE /api/auth/user': (s) => ({ path: '/api/auth/user/', token: s.leaving.token }),
  'POST /api/auth/password-reset': (s) => ({
    path: '/api/auth/password-reset/',
    body: { email: `${s.reader.username}@example.com` },
  }),
  'POST /api/auth/password-reset/confirm': (s) => ({
    path: '/api/auth/password-reset/confirm/',
    body: { token: s.resetToken, password: 'NuevaClave9', password2: 'NuevaClave9' },
  }),
  'PUT /api/users/avatar': (s) => ({
    path: '/api/users/avatar',
    token: s.reader.token,
    body: { avatarData: PNG_1X1, userId: s.reader.id },
  }),
  'GET /api/categorias': () => ({ path: '/api/categorias' }),
  'GET /api/health/live': () => ({ path: '/api/health/live' }),
  'GET /api/health/ready': () => ({ path: '/api/health/ready' }),
  'GET /api/categorias/{id}/publicaciones': () => ({
    path: '/api/categorias/2/publicaciones?limite=3&offset=1',
  }),
  'GET /api/publicaciones': () => ({ path: '/api/publicaciones?limite=3&offset=0&estado=publicado' }),
  'POST /api/publicaciones': (s) => ({
    path: '/api/publicaciones',
    token: s.admin.token,
    body: { ...post('Con portada'), Imagen_portada: PNG_1X1 },
  }),
  'POST /api/publicaciones/from-html': (s) => ({
    path: '/api/publicaciones/from-html',
    token: s.admin.token,
    body: {
      titulo: 'Desde HTML',
      htmlContent: '<p>Hola</p>',
      resumen: 'Modo HTML',
      estado: 'borrador',
      categorias: [1],
    },
  }),
  'GET /api/publicaciones/all': (s) => ({
    path: '/api/publicaciones/all?limite=3&offset=0',
    token: s.admin.token,
  }),
  'GET /api/publicaciones/admin': (s) => ({
    path: '/api/publicaciones/admin?term=estudio&estado=todas&orden=alfabetico&categoria=2&limite=2',
    token: s.admin.token,
  }),
  'GET /api/publicaciones/admin/resumen': (s) => ({
    path: '/api/publicaciones/admin/resumen',
    token: s.admin.token,
  }),
  'GET /api/publicaciones/programadas': (s) => ({
    path: '/api/publicaciones/programadas',
    token: s.admin.token,
  }),
  'DELETE /api/publicaciones/programadas/{id}': (s) => ({
    path: `/api/publicaciones/programadas/${s.cancelledScheduleId}`,
    token: s.admin.token,
  }),
  'PUT /api/publicaciones/programadas/{id}': (s) => ({
    path: `/api/publicaciones/programadas/${s.movedScheduleId}`,
    token: s.admin.token,
    body: { programadaPara: new Date(Date.now() + 7_200_000).toISOString() },
  }),
  'GET /api/publicaciones/latest': () => ({ path: '/api/publicaciones/latest?limite=3&offset=0' }),
  'GET /api/publicaciones/search': () => ({
    path: '/api/publicaciones/search?term=estudio&limite=3&offset=0',
  }),
  'GET /api/publicaciones/search/tags': () => ({
    path: '/api/publicaciones/search/tags?categorias=1,6&limite=3&offset=0',
  }),
  'GET /api/publicaciones/mias': (s) => ({
    path: '/api/publicaciones/mias?limite=3&offset=0',
    token: s.admin.token,
  }),
  'GET /api/publicaciones/estadisticas/categorias': (s) => ({
    path: '/api/publicaciones/estadisticas/categorias',
    token: s.admin.token,
  }),
  'GET /api/publicaciones/{id}': (s) => ({ path: `/api/publicaciones/${s.postId}` }),
  'PUT /api/publicaciones/{id}': (s) => ({
    path: `/api/publicaciones/${s.editedPostId}?origen=autoguardado`,
    token: s.admin.token,
    body: post('Editada'),
  }),
  'GET /api/publicaciones/{id}/revisiones': (s) => ({
    path: `/api/publicaciones/${s.revisedPostId}/revisiones?limite=10`,
    token: s.admin.token,
  }),
  'GET /api/publicaciones/{id}/revisiones/{revisionId}': (s) => ({
    path: `/api/publicaciones/${s.revisedPostId}/revisiones/${s.revisionId}`,
    token: s.admin.token,
  }),
  'POST /api/publicaciones/{id}/revisiones': (s) => ({
    path: `/api/publicaciones/${s.revisedPostId}/revisiones`,
    token: s.admin.token,
    body: post('Antes de restaurar'),
  }),
  'POST /api/publicaciones/{id}/revisiones/{revisionId}/restaurar': (s) => ({
    path: `/api/publicaciones/${s.revisedPostId}/revisiones/${s.revisionId}/restaurar`,
    token: s.admin.token,
  }),
  'DELETE /api/publicaciones/{id}': (s) => ({
    path: `/api/publicaciones/${s.removedPostId}`,
    token: s.admin.token,
  }),
  'GET /api/comentarios/publicacion/{postId}': (s) => ({ path: `/api/comentarios/publicacion/${s.postId}` }),
  'POST /api/comentarios/publicacion/{postId}': (s) => ({
    path: `/api/comentarios/publicacion/${s.postId}`,
    token: s.reader.token,
    body: { contenido: '¡Gracias por el artículo!' },
  }),
  'PUT /api/comentarios/{id}': (s) => ({
    path: `/api/comentarios/${s.commentId}`,
    token: s.reader.token,
    body: { contenido: 'Editado' },
  }),
  'DELETE /api/comentarios/{id}': (s) => ({
    path: `/api/comentarios/${s.removedCommentId}`,
    token: s.admin.token,
  }),
  'GET /api/imagenes/{id}': (s) => ({ path: s.cover }),
  'POST /api/imagenes': (s) => ({
    path: '/api/imagenes',
    token: s.admin.token,
    body: { imagen: PNG_1X1 },
  }),
  'POST /api/chatbot/message': () => ({
    path: '/api/chatbot/message',
    body: { message: '¿Cómo dejo de procrastinar?' },
  }),
  'GET /api/contacto': () => ({ path: '/api/contacto' }),
  'POST /api/contacto': () => ({
    path: '/api/contacto',
    body: {
      nombre: 'Rosa',
      email: 'rosa@example.com',
      asunto: 'Duda',
      mensaje: '¿Aceptan artículos invitados?',
    },
  }),
  'POST /api/newsletter': () => ({ path: '/api/newsletter', body: { email: 'lectora@example.com' } }),
  'POST /api/newsletter/confirmar': (s) => ({
    path: '/api/newsletter/confirmar',
    body: { token: s.confirmationToken },
  }),
  'POST /api/newsletter/baja/{clave}': (s) => ({ path: `/api/newsletter/baja/${s.leavingKey}` }),
  'POST /api/newsletter/baja/{clave}/datos': (s) => ({
    path: `/api/newsletter/baja/${s.forgottenKey}/datos`,
  }),
  'DELETE /api/newsletter/baja/{clave}': (s) => ({ path: `/api/newsletter/baja/${s.forgottenKey}` }),
  'GET /api/newsletter/envios': (s) => ({ path: '/api/newsletter/envios', token: s.admin.token }),
  'GET /api/openapi.json': () => ({ path: '/api/openapi.json' }),
};
