import type { ParsedPostInput } from '@pupitre/data';
import { eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../../app-env';
import type { SessionUser } from '../../auth/access-token';
import { accessMessages } from '../../auth/session.middleware';
import { HTML_ALLOWLIST_VERSION } from '../../content/sanitise-post-html';
import type { Db } from '../../db/client';
import type { Reader } from '../../db/reader';
import { publicaciones, publicacionesCategorias } from '../../db/schema';
import { selectRows } from '../../db/select-rows';
import { HttpError, Status } from '../../http/errors';
import { ifMatchHolds, postEtag } from './post-etag';
import { postColumns, withCategories } from './publicaciones.wire';
import { postWriteMessages, prepare, readCover, snapshotOf } from './publicaciones.writes';
import { cleanPostBody } from './publicaciones-contenido.writes';
import { replaceBodyImages } from './publicaciones-imagenes.writes';
import {
  baselineColumns,
  keepBaseline,
  recordRevision,
  revisionKindOf,
  type SaveOrigin,
} from './publicaciones-revisiones.writes';

export interface UpdateOptions {
  origin?: SaveOrigin;
  /** The request's If-Match: the save goes ahead only while the post is still that version. */
  ifMatch?: string | undefined;
  /** The editor tab that saves, so its autosaves never rewrite another tab's revision. */
  session?: string | undefined;
}

/**
 * What became of a save: written to the post; kept in the history only, as the post is published or
 * scheduled and the save was not asked to change it; or refused, as the post changed since the editor
 * read it (its text is kept in the history all the same).
 */
export type UpdateOutcome = 'saved' | 'pending' | 'refused';

async function isScheduled(db: Db, id: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`SELECT publicacion_id AS id FROM publicaciones_programadas WHERE publicacion_id = ${id}`,
  );
  return rows.length > 0;
}

/**
 * Locks the post's row first, so saves of one post take turns and its history is written in order,
 * and keeps its stored text as a first revision when it has none. Answers the post as it was.
 */
async function lockWithBaseline(tx: Db, id: number) {
  const [before] = await tx
    .select(baselineColumns)
    .from(publicaciones)
    .where(eq(publicaciones.id, id))
    .for('update');
  if (!before) throw new HttpError(Status.NOT_FOUND, postWriteMessages.notFound);
  await keepBaseline(tx, before);
  return before;
}

/** The post's entity tag as a read of it would answer now, inside the save's transaction. */
async function currentEtag(reader: Reader, id: number): Promise<string | undefined> {
  const rows = await reader.db.select(postColumns).from(publicaciones).where(eq(publicaciones.id, id));
  const [post] = await withCategories(reader, rows);
  return post && postEtag(post);
}

/**
 * Updates in place: same id, comments kept (a deliberate change from the spec's delete-and-recreate).
 * `user` is the session's editor (the route admits superusers only): a new cover counts against them.
 * Every update is recorded in the post's history, as `origin` says it was asked for.
 *
 * A published or scheduled post changes only on an explicit save: an autosave, "Guardar cambios" or a
 * restore is kept as a revision, to be applied by "Actualizar". With `ifMatch`, a save based on another version
 * of the post is refused, and what it carried becomes a revision of its own.
 */
export async function updatePost(
  { db, config, user }: Reader & Pick<AppEnv['Variables'], 'user'>,
  id: number,
  input: ParsedPostInput,
  { origin = 'editor', ifMatch, session }: UpdateOptions = {},
): Promise<UpdateOutcome> {
  const [existing] = await db
    .select({ id: publicaciones.id })
    .from(publicaciones)
    .where(eq(publicaciones.id, id));
  if (!existing) throw new HttpError(Status.NOT_FOUND, postWriteMessages.notFound);
  if (!user) throw new HttpError(Status.UNAUTHORIZED, accessMessages.notAuthenticated);
  const contenido = await cleanPostBody(input.contenido);
  const cover = await readCover(db, config.publicUrl, input.Imagen_portada, user);
  const author = { id: user.id, session };
  return db.transaction(async (tx): Promise<UpdateOutcome> => {
    const before = await lockWithBaseline(tx, id);
    const prepared = await prepare(tx, input, contenido, cover);
    const kept = snapshotOf(input, prepared, prepared.imagenPortadaId ?? before.imagenPortadaId);
    if (ifMatch !== undefined) {
      const current = await currentEtag({ db: tx, config }, id);
      if (!current || !ifMatchHolds(ifMatch, current)) {
        await recordRevision(tx, id, kept, 'conflict', author);
        return 'refused';
      }
    }
    if (origin !== 'editor') {
      if (before.estado === 'publicado' || (await isScheduled(tx, id))) {
        await recordRevision(tx, id, kept, revisionKindOf(origin, before.estado, input.estado), author);
        return 'pending';
      }
    }
    const [saved] = await tx
      .update(publicaciones)
      .set({
        titulo: input.titulo,
        resumen: prepared.resumen,
        contenido: prepared.contenido,
        allowlistVersion: HTML_ALLOWLIST_VERSION,
        estado: input.estado,
        fechaModificacion: new Date(),
        ...(prepared.imagenPortadaId === undefined ? {} : { imagenPortadaId: prepared.imagenPortadaId }),
      })
      .where(eq(publicaciones.id, id))
      .returning({ imagenPortadaId: publicaciones.imagenPortadaId });
    await tx.delete(publicacionesCategorias).where(eq(publicacionesCategorias.publicacionId, id));
    await tx
      .insert(publicacionesCategorias)
      .values(
        input.categorias.map((categoriaId, posicion) => ({ publicacionId: id, categoriaId, posicion })),
      );
    await replaceBodyImages(tx, config.publicUrl, id, prepared.contenido);
    // On a draft, "Guardar cambios" is a plain draft save.
    const asked = origin === 'changes' ? 'editor' : origin;
    await recordRevision(
      tx,
      id,
      snapshotOf(input, prepared, saved?.imagenPortadaId),
      revisionKindOf(asked, before.estado, input.estado),
      author,
    );
    return 'saved';
  });
}

/**
 * Keeps the editor's text as a revision without touching the post: what the author had before a
 * restore replaced it in the editor, saved or not.
 */
export async function keepEditorText(
  { db, config }: Reader,
  id: number,
  input: ParsedPostInput,
  user: SessionUser,
): Promise<void> {
  const contenido = await cleanPostBody(input.contenido);
  const cover = await readCover(db, config.publicUrl, input.Imagen_portada, user);
  await db.transaction(async (tx) => {
    const before = await lockWithBaseline(tx, id);
    const prepared = await prepare(tx, input, contenido, cover);
    const kept = snapshotOf(input, prepared, prepared.imagenPortadaId ?? before.imagenPortadaId);
    await recordRevision(tx, id, kept, 'before-restore', { id: user.id });
  });
}
