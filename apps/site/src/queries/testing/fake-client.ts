import { type ApiClient, ApiError } from '@pupitre/data';

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  params?: Record<string, string | number | undefined>;
}

/** An answer with headers, for calls that read them (a page of comments and its next cursor). */
export class WithHeaders {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

/** An answer (or a promise of one) that depends on the request's query parameters (a page by its cursor). */
export type ByParams = (params: Record<string, string | number | undefined>) => unknown;

/**
 * An API client that answers from a table keyed by 'METHOD /path' (parsed with the caller's schema, as
 * the real client does) and records every request; anything missing answers 404.
 */
export function fakeClient(answers: Record<string, unknown>): ApiClient & { requests: SeenRequest[] } {
  const requests: SeenRequest[] = [];
  return {
    requests,
    async request(method, path, schema, body, options) {
      requests.push({ method, path, body, params: options?.params });
      const key = `${method.toUpperCase()} ${path}`;
      if (!(key in answers)) throw new ApiError(404, 'No encontrado');
      const entry = answers[key];
      const answer = await (typeof entry === 'function' ? (entry as ByParams)(options?.params ?? {}) : entry);
      if (answer instanceof ApiError) throw answer;
      if (answer instanceof WithHeaders) {
        options?.onHeaders?.(new Headers(answer.headers));
        return schema.parse(answer.body);
      }
      return schema.parse(answer);
    },
  };
}

/** Answers of the API in the wire format, as the fake client needs them. */
export const wire = {
  post: (id: number, categoryId = 2) => ({
    ID_publicaciones: id,
    Titulo: `Publicación ${id}`,
    Resumen: null,
    Contenido: '<p>Texto</p>',
    Imagen_portada: null,
    Fecha_creacion: '2025-01-01T00:00:00Z',
    NombreAdmin: 'Lucía',
    contador_likes: 0,
    estado: 'publicado',
    categorias: [{ ID_categoria: categoryId, Nombre_categoria: 'Técnicas de Estudio' }],
  }),
  /** A post as the admin panel's list answers it: no body, the card's summary as `Extracto`. */
  adminPost: (id: number, categoryId = 2) => {
    const { Contenido: _body, ...post } = wire.post(id, categoryId);
    return { ...post, Extracto: `Extracto ${id}` };
  },
  comment: (id: number, postId: number) => ({
    ID_comentario: id,
    ID_Usuario: 3,
    ID_publicaciones: postId,
    contenido: 'Muy útil',
    usuarioNombre: 'ana',
    avatar: null,
    avatar_url: null,
    Fecha_publicacion: '2025-01-02T00:00:00Z',
  }),
  user: (username = 'ana') => ({
    id: 3,
    username,
    email: `${username}@example.org`,
    first_name: 'Ana',
    last_name: 'Pérez',
    is_superuser: false,
    date_joined: '2025-01-01T00:00:00Z',
    avatar: null,
    avatar_url: null,
  }),
};
