import { adminPostPageSchema, adminPostSummarySchema } from '@pupitre/data';
import { jsonRoutes } from '../../http/json-route';
import { adminPostQuery } from './publicaciones-admin.schemas';

const publicaciones = jsonRoutes('publicaciones');

export const page = publicaciones.get('/admin', {
  summary:
    'El panel de administración: una página de publicaciones, borradores incluidos, buscada, filtrada y ' +
    'ordenada en el servidor, con el total que cumple los filtros (administradores)',
  access: 'superuser',
  query: adminPostQuery,
  answer: [
    adminPostPageSchema,
    'Las publicaciones de la página (sin cuerpo, con su extracto), el total de las que cumplen los filtros ' +
      'y el cursor de la página siguiente (null en la última).',
  ],
});

export const summary = publicaciones.get('/admin/resumen', {
  summary: 'Las cifras del panel: publicaciones, borradores y publicaciones por categoría (administradores)',
  access: 'superuser',
  answer: [
    adminPostSummarySchema,
    'Contadas por la base de datos; cada publicación cuenta una vez, en su primera categoría.',
  ],
});
