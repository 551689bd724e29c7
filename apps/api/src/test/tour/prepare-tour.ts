import { sql } from 'drizzle-orm';
import { hashToken } from '../../auth/token-hash';
import { selectRows } from '../../db/select-rows';
import { subscribe } from '../../routes/newsletter/newsletter.writes';
import { ADMIN, client, login, newUser } from '../actors';
import type { SeededApp } from '../seeded-app';

export interface TourRequest {
  path: string;
  token?: string;
  body?: unknown;
  /** A body sent as it is, with `contentType` (default application/json). */
  raw?: string;
  contentType?: string;
}

// The smallest valid PNG: 1×1, one transparent pixel.
export const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const post = (titulo: string) => ({
  titulo,
  contenido: '<h2>Ideas</h2><p>Un texto de prueba.</p>',
  resumen: 'Un resumen.',
  estado: 'publicado',
  categorias: [2, 7],
});

export const registration = (username: string) => ({
  username,
  email: `${username}@example.com`,
  password: 'Segura123',
  password2: 'Segura123',
  first_name: 'Marta',
  last_name: 'Ruiz',
});

/** The accounts and records the tour acts on, made beforehand so that every request stands alone. */
export async function prepareTour(seeded: SeededApp) {
  const api = client(seeded);
  const admin = await login(seeded, ADMIN.username, ADMIN.password);
  const [reader, leaving, forgetful] = [await newUser(seeded), await newUser(seeded), await newUser(seeded)];
  const [first] = (await api.get('/api/publicaciones?limite=1')).body as unknown as {
    ID_publicaciones: number;
    Imagen_portada: string;
  }[];
  if (!first) throw new Error('the seeded app has no posts');
  const newPost = async (titulo: string) =>
    (await api.post('/api/publicaciones', post(titulo), admin.token)).body.id as number;
  const newComment = async (contenido: string) =>
    (await api.post(`/api/comentarios/publicacion/${first.ID_publicaciones}`, { contenido }, reader.token))
      .body.ID_comentario as number;
  const revisedPostId = await newPost('Con historial');
  const [revision] = (await api.get(`/api/publicaciones/${revisedPostId}/revisiones`, admin.token))
    .body as unknown as { id: number }[];
  await api.post('/api/auth/password-reset/', { email: `${forgetful.username}@example.com` });
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
  const scheduledPost = async (titulo: string) =>
    (await api.post('/api/publicaciones', { ...post(titulo), programadaPara: inAnHour() }, admin.token)).body
      .id as number;
  const resetToken = /\/reset-password\/([\w-]+)/.exec(seeded.outbox.at(-1)?.text ?? '')?.[1];
  return {
    ...(await newsletterSubscribers(seeded)),
    admin,
    reader,
    leaving,
    // Logging out ends that login's access tokens too, so the tour logs out of a second one.
    leavingElsewhere: await login(seeded, leaving.username, 'Segura123'),
    resetToken,
    postId: first.ID_publicaciones,
    // Answers link images absolutely; the app under test is asked by path.
    cover: new URL(first.Imagen_portada).pathname,
    editedPostId: await newPost('Para editar'),
    removedPostId: await newPost('Para borrar'),
    revisedPostId,
    revisionId: revision?.id,
    cancelledScheduleId: await scheduledPost('Programada para cancelar'),
    movedScheduleId: await scheduledPost('Programada para mover'),
    commentId: await newComment('Para editar'),
    removedCommentId: await newComment('Para borrar'),
  };
}

// The raw confirmation token travels only in an email, which a job sends: the tour writes its hash.
const CONFIRMATION_TOKEN = 'token-de-confirmacion-del-recorrido';

/** Three pending subscribers: one to confirm, one to unsubscribe, one to forget (with its data copy). */
async function newsletterSubscribers(seeded: SeededApp) {
  const { db } = seeded.database;
  const keyOf = async (email: string) => {
    await subscribe(db, email);
    const [row] = await selectRows<{ clave: string }>(
      db,
      sql`SELECT clave_baja::text AS clave FROM suscripciones_newsletter WHERE email = ${email}`,
    );
    return row?.clave ?? '';
  };
  await keyOf('confirma@example.com');
  await db.execute(
    sql`UPDATE suscripciones_newsletter SET confirmacion_hash = ${hashToken(CONFIRMATION_TOKEN)},
        confirmacion_expira = now() + interval '1 hour' WHERE email = 'confirma@example.com'`,
  );
  return {
    confirmationToken: CONFIRMATION_TOKEN,
    leavingKey: await keyOf('se-va@example.com'),
    forgottenKey: await keyOf('olvidame@example.com'),
  };
}

export type TourState = Awaited<ReturnType<typeof prepareTour>>;

/** Builds one request of the tour from the prepared state. */
export type Step = (state: TourState) => TourRequest;

/** Sends one request of the tour; the answer's body is parsed JSON (undefined for other content). */
export function sendTourRequest(seeded: SeededApp, method: string, request: TourRequest) {
  const { path, token, body, raw, contentType } = request;
  return client(seeded).send(method, path, { token, body, raw, contentType });
}
