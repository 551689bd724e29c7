import { ADMIN, client, login, newUser } from '../actors';
import type { SeededApp } from '../seeded-app';
import { post, type TourState } from '../tour/prepare-tour';

/**
 * Puts back what a case took from the tour's scene: the sessions every case may act as, the post
 * most cases read or comment on, the post that is edited and the reader's comment. The tour's other
 * records (the post and comment to delete, the leaving account) stay gone: those cases then answer
 * 404 or 401, which is fuzzed as well.
 */
export async function repairScene(seeded: SeededApp, state: TourState): Promise<TourState> {
  const api = client(seeded);
  const ok = async (path: string, token?: string) => (await api.get(path, token)).status === 200;
  const repaired = { ...state };
  if (!(await ok('/api/auth/user/', state.admin.token))) {
    repaired.admin = await login(seeded, ADMIN.username, ADMIN.password);
  }
  if (!(await ok('/api/auth/user/', state.reader.token))) repaired.reader = await newUser(seeded);
  const newPost = async (titulo: string) =>
    (await api.post('/api/publicaciones', post(titulo), repaired.admin.token)).body.id as number;
  if (!(await ok(`/api/publicaciones/${state.postId}`))) repaired.postId = await newPost('Para leer');
  if (!(await ok(`/api/publicaciones/${state.editedPostId}`, repaired.admin.token))) {
    repaired.editedPostId = await newPost('Para editar');
  }
  const comments = (await api.get(`/api/comentarios/publicacion/${repaired.postId}`)).body as unknown as {
    ID_comentario: number;
  }[];
  const commentKept =
    repaired.reader === state.reader && comments.some((comment) => comment.ID_comentario === state.commentId);
  if (!commentKept) {
    const created = await api.post(
      `/api/comentarios/publicacion/${repaired.postId}`,
      { contenido: 'Para editar' },
      repaired.reader.token,
    );
    repaired.commentId = created.body.ID_comentario as number;
  }
  return repaired;
}
