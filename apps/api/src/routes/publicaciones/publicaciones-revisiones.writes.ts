import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  publicaciones,
  publicacionesCategorias,
  publicacionesRevisiones as revisiones,
  type revisionKinds,
} from '../../db/schema';

export type RevisionKind = (typeof revisionKinds)[number];
type PostState = (typeof publicaciones.$inferSelect)['estado'];

/**
 * Who asked for a save: the editor's buttons, its autosave, "Guardar cambios" on a published or
 * scheduled post (`changes`), or a restore from the history.
 */
export type SaveOrigin = 'editor' | 'autosave' | 'changes' | 'restore';

/** An autosave rewrites the latest revision while that one is an autosave begun less than this before. */
export const AUTOSAVE_WINDOW_MINUTES = 10;

/** A post as one save stored it. */
export interface PostSnapshot {
  titulo: string;
  resumen: string | null;
  contenido: string;
  categorias: number[];
  imagenPortadaId: number | null;
}

/** What a save is called in the history; `before` is the post's state until then (none when it is new). */
export function revisionKindOf(
  origin: SaveOrigin,
  before: PostState | undefined,
  after: PostState,
): RevisionKind {
  if (origin === 'changes') return 'changes';
  if (origin !== 'editor') return origin;
  if (after === 'borrador') return 'draft';
  return before === 'publicado' ? 'update' : 'publish';
}

/** The stored post a first revision is made from (read with its row locked). */
export const baselineColumns = {
  id: publicaciones.id,
  estado: publicaciones.estado,
  titulo: publicaciones.titulo,
  resumen: publicaciones.resumen,
  contenido: publicaciones.contenido,
  imagenPortadaId: publicaciones.imagenPortadaId,
  autorId: publicaciones.autorId,
  fechaModificacion: publicaciones.fechaModificacion,
};

type StoredPost = Pick<typeof publicaciones.$inferSelect, keyof typeof baselineColumns>;

/**
 * Keeps the post's stored state as its first revision when it has none (saved before revisions were
 * kept, or seeded), so its first edit loses nothing. Runs with the post's row locked.
 */
export async function keepBaseline(db: Db, post: StoredPost): Promise<void> {
  const [kept] = await db
    .select({ id: revisiones.id })
    .from(revisiones)
    .where(eq(revisiones.publicacionId, post.id))
    .limit(1);
  if (kept) return;
  const links = await db
    .select({ id: publicacionesCategorias.categoriaId })
    .from(publicacionesCategorias)
    .where(eq(publicacionesCategorias.publicacionId, post.id))
    .orderBy(asc(publicacionesCategorias.posicion));
  await db.insert(revisiones).values({
    publicacionId: post.id,
    createdAt: post.fechaModificacion,
    updatedAt: post.fechaModificacion,
    autorId: post.autorId,
    kind: post.estado === 'publicado' ? 'publish' : 'draft',
    titulo: post.titulo,
    resumen: post.resumen,
    categorias: links.map((link) => link.id),
    contenido: post.contenido,
    imagenPortadaId: post.imagenPortadaId,
  });
}

/** Who wrote a revision: the account, and the editor tab when the editor said which. */
export interface RevisionAuthor {
  id: number;
  session?: string | undefined;
}

/**
 * Records a save in the post's history, inside the save's transaction (after the post's row was
 * written, so saves of one post take turns). An autosave rewrites the latest revision instead when that
 * one is an autosave of the same person and editor tab begun less than AUTOSAVE_WINDOW_MINUTES before:
 * one revision per stretch of typing, and never over another session's text.
 */
export async function recordRevision(
  db: Db,
  postId: number,
  snapshot: PostSnapshot,
  kind: RevisionKind,
  author: RevisionAuthor,
): Promise<void> {
  const sesion = author.session ?? null;
  if (kind === 'autosave') {
    const latest = db
      .select({ id: revisiones.id })
      .from(revisiones)
      .where(eq(revisiones.publicacionId, postId))
      .orderBy(desc(revisiones.createdAt), desc(revisiones.id))
      .limit(1);
    const rewritten = await db
      .update(revisiones)
      .set({ ...snapshot, updatedAt: sql`now()` })
      .where(
        and(
          inArray(revisiones.id, latest),
          eq(revisiones.kind, 'autosave'),
          eq(revisiones.autorId, author.id),
          sesion === null ? isNull(revisiones.sesion) : eq(revisiones.sesion, sesion),
          gt(revisiones.createdAt, sql`now() - make_interval(mins => ${AUTOSAVE_WINDOW_MINUTES})`),
        ),
      )
      .returning({ id: revisiones.id });
    if (rewritten.length > 0) return;
  }
  await db
    .insert(revisiones)
    .values({ publicacionId: postId, kind, autorId: author.id, sesion, ...snapshot });
}
