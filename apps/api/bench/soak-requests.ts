import type autocannon from 'autocannon';
import type { SoakScene } from './soak-scene';

type Request = autocannon.Request;
/** What one connection remembers between the requests of one round: the comment it wrote, as whom. */
interface RoundContext {
  commentId?: number;
  token?: string;
}

const TERMS = ['estudio', 'memoria', 'tiempo', 'examen', 'lectura', 'técnica', 'concentración', 'xyz'];
const json = { 'content-type': 'application/json' };
let written = 0;

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const category = () => 1 + Math.floor(Math.random() * 7);

function read(path: () => string): Request {
  return { method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) };
}

/**
 * One round of a connection, repeated for the whole soak: seven reads (lists, a post, categories,
 * search, comments) and three writes (a comment written and deleted by a signed-in reader, and a
 * contact message, which the per-address limit answers with 429 after the first few).
 */
export function soakRound(scene: SoakScene): Request[] {
  const post = () => pick(scene.postIds);
  return [
    read(() => `/api/publicaciones?limite=12&offset=${Math.floor(Math.random() * 20)}`),
    read(() => `/api/publicaciones/${post()}`),
    read(() => '/api/categorias'),
    read(() => `/api/publicaciones/search?term=${encodeURIComponent(pick(TERMS))}`),
    read(() => `/api/comentarios/publicacion/${post()}`),
    {
      method: 'POST',
      setupRequest(request, context) {
        const round = context as RoundContext;
        round.token = pick(scene.readerTokens);
        written += 1;
        return {
          ...request,
          path: `/api/comentarios/publicacion/${post()}`,
          headers: { ...json, authorization: `Bearer ${round.token}` },
          body: JSON.stringify({ contenido: `Comentario de prueba ${written}: ¡gracias! 📚 学习` }),
        };
      },
      onResponse(status, body, context) {
        if (status === 201) (context as RoundContext).commentId = JSON.parse(body).ID_comentario;
      },
    },
    read(() => `/api/publicaciones/search/tags?categorias=${category()},${category()}`),
    {
      method: 'DELETE',
      setupRequest(request, context) {
        const { commentId, token } = context as RoundContext;
        // The comment was refused: the round reads instead, so a failure is counted once, not twice.
        if (commentId === undefined) return { ...request, method: 'GET', path: '/api/categorias' };
        return {
          ...request,
          path: `/api/comentarios/${commentId}`,
          headers: { authorization: `Bearer ${token}` },
        };
      },
    },
    {
      method: 'POST',
      setupRequest: (request) => ({
        ...request,
        path: '/api/contacto',
        headers: json,
        body: JSON.stringify({
          nombre: 'Rosa',
          email: 'rosa@example.com',
          asunto: 'Prueba de carga',
          mensaje: '¿Aceptan artículos invitados?',
        }),
      }),
    },
    read(() => `/api/categorias/${category()}/publicaciones?limite=6`),
  ];
}
