import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN } from './accounts';

export interface NewPost {
  titulo: string;
  estado?: 'publicado' | 'borrador';
  categorias?: number[];
}

/** The superuser's access token, through the login call. */
export async function adminToken(request: APIRequestContext, baseURL: string): Promise<string> {
  const answer = await request.post(`${baseURL}/api/auth/token/`, { data: ADMIN });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { access: string }).access;
}

/** Writes a post through the API as the superuser; answers its id. */
export async function createPost(request: APIRequestContext, baseURL: string, token: string, post: NewPost) {
  const answer = await request.post(`${baseURL}/api/publicaciones`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      titulo: post.titulo,
      contenido: `<p>Texto de prueba de «${post.titulo}».</p>`,
      resumen: `Resumen de ${post.titulo}`,
      estado: post.estado ?? 'publicado',
      categorias: post.categorias ?? [2],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/** A GET as the superuser, parsed. */
export async function adminGet<T>(request: APIRequestContext, baseURL: string, token: string, path: string) {
  const answer = await request.get(`${baseURL}/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}
