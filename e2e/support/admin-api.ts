import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN } from './accounts';

export interface NewPost {
  titulo: string;
  /** The body's HTML; one paragraph naming the title by default. */
  contenido?: string;
  resumen?: string;
  estado?: 'publicado' | 'borrador';
  categorias?: number[];
}

const created = new Set<number>();

/** Marks a post a test wrote, so removeCreatedPosts takes it away again. */
export function trackPost(id: number) {
  created.add(id);
}

/**
 * Deletes every post the tests of this file wrote: the reading tests take the newest posts as they
 * come, and expect the demo content there.
 */
export async function removeCreatedPosts(request: APIRequestContext, baseURL: string) {
  if (created.size === 0) return;
  const token = await adminToken(request, baseURL);
  for (const id of created) {
    const answer = await request.delete(`${baseURL}/api/publicaciones/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect([200, 404]).toContain(answer.status());
  }
  created.clear();
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
      contenido: post.contenido ?? `<p>Texto de prueba de «${post.titulo}».</p>`,
      resumen: post.resumen ?? `Resumen de ${post.titulo}`,
      estado: post.estado ?? 'publicado',
      categorias: post.categorias ?? [2],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { id } = (await answer.json()) as { id: number };
  trackPost(id);
  return id;
}

/** A GET as the superuser, parsed. */
export async function adminGet<T>(request: APIRequestContext, baseURL: string, token: string, path: string) {
  const answer = await request.get(`${baseURL}/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}
