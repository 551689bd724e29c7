import {
  detailSchema,
  postInputSchema,
  postSavedSchema,
  revisionListWireSchema,
  revisionWireSchema,
} from '@pupitre/data';
import { z } from 'zod';
import { jsonRoutes } from '../../http/json-route';
import { pageFields, positiveId } from '../../http/request-params';
import { INVALID_POST_ID, postIdParams } from './publicaciones.schemas';
import { postWriteMessages } from './publicaciones.writes';
import { postBodyMessages } from './publicaciones-contenido.writes';

export const revisionMessages = {
  notFound: 'No se encontró la versión solicitada.',
  invalidId: 'ID de versión no válido',
  restored: 'Versión restaurada correctamente.',
  restoredPending: 'Versión cargada en el editor. La publicación no cambia hasta que pulses «Actualizar».',
  kept: 'El texto del editor quedó guardado en el historial.',
} as const;

const revisiones = jsonRoutes('publicaciones');

const revisionParams = z.object({
  id: positiveId(INVALID_POST_ID),
  revisionId: positiveId(revisionMessages.invalidId),
});

const { limite } = pageFields(50);
const listQuery = z.object({
  limite,
  antes: positiveId(revisionMessages.invalidId)
    .optional()
    .meta({ description: 'Solo las versiones anteriores a esta (el último id de la página anterior).' }),
});

// Either the post or, once it is found, the revision may be missing.
const missing = `${postWriteMessages.notFound} / ${revisionMessages.notFound}`;

export const list = revisiones.get('/{id}/revisiones', {
  summary: 'Historial de versiones de una publicación, las más recientes primero (administradores)',
  access: 'superuser',
  params: postIdParams,
  query: listQuery,
  answer: [revisionListWireSchema, 'Las versiones, sin su cuerpo.'],
  errors: { 404: postWriteMessages.notFound },
});

export const one = revisiones.get('/{id}/revisiones/{revisionId}', {
  summary: 'Una versión de una publicación, con su cuerpo (administradores)',
  access: 'superuser',
  params: revisionParams,
  answer: [revisionWireSchema, 'La versión completa.'],
  errors: { 404: missing },
});

export const keep = revisiones.post('/{id}/revisiones', {
  summary:
    'Guardar el texto del editor como una versión, sin cambiar la publicación: lo que había antes de ' +
    'una restauración (administradores)',
  access: 'superuser',
  params: postIdParams,
  body: postInputSchema,
  status: 201,
  answer: [detailSchema, revisionMessages.kept],
  errors: { 404: postWriteMessages.notFound, 413: postBodyMessages.tooLarge },
  rateLimited: true,
});

export const restore = revisiones.post('/{id}/revisiones/{revisionId}/restaurar', {
  summary:
    'Restaurar una versión: en un borrador, su título, resumen, categorías, cuerpo y portada vuelven a ' +
    'la publicación, con el mismo id, estado y comentarios; en una publicación publicada o programada ' +
    'queda como versión pendiente y la publicación no cambia hasta «Actualizar». El historial anota la ' +
    'restauración (administradores)',
  access: 'superuser',
  params: revisionParams,
  answer: [postSavedSchema, `${revisionMessages.restored} / ${revisionMessages.restoredPending}`],
  // A version kept before bodies were bounded may be larger than a save now allows.
  errors: { 404: missing, 413: postBodyMessages.tooLarge },
});
