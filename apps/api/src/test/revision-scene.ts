import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { publicacionesRevisiones } from '../db/schema';
import { ADMIN, client, login, newUser } from './actors';
import { createSeededApp } from './seeded-app';

type Fields = Record<string, unknown>;

/** One entry of GET /api/publicaciones/{id}/revisiones. */
export interface RevisionEntry {
  id: number;
  fecha: string;
  tipo: string;
  autor: string | null;
  titulo: string;
}

/** The text of a post's n-th version, told apart by its number. */
export const versionText = (n: number) => ({
  titulo: `Versión ${n}`,
  resumen: `Resumen ${n}`,
  contenido: `<p>Texto número ${n}</p>`,
  categorias: n === 1 ? [2, 7] : [3],
});

/** An app without demo content, a superuser and a reader, and the requests the history tests repeat. */
export async function openRevisionScene() {
  const seeded = await createSeededApp(false);
  const api = client(seeded);
  const admin = await login(seeded, ADMIN.username, ADMIN.password);
  const reader = await newUser(seeded);

  /** Creates a post (published unless `estado` says otherwise) from version 1 and `fields`. */
  async function publish(fields: Fields = {}): Promise<number> {
    const answer = await api.post('/api/publicaciones', { ...versionText(1), ...fields }, admin.token);
    expect(answer.status).toBe(201);
    return answer.body.id as number;
  }

  async function save(id: number, fields: Fields, autosave = false, token = admin.token) {
    const path = `/api/publicaciones/${id}${autosave ? '?origen=autoguardado' : ''}`;
    const answer = await api.put(path, fields, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  }

  async function history(id: number, query = ''): Promise<RevisionEntry[]> {
    const answer = await api.get(`/api/publicaciones/${id}/revisiones${query}`, admin.token);
    expect(answer.status).toBe(200);
    return answer.body as unknown as RevisionEntry[];
  }

  /** Read from the table itself, so a test sees rows no answer shows. */
  async function revisionCount(id: number): Promise<number> {
    const [row] = await seeded.database.db
      .select({ n: count() })
      .from(publicacionesRevisiones)
      .where(eq(publicacionesRevisiones.publicacionId, id));
    return row?.n ?? 0;
  }

  return { seeded, api, admin, reader, publish, save, history, revisionCount };
}

export type RevisionScene = Awaited<ReturnType<typeof openRevisionScene>>;
