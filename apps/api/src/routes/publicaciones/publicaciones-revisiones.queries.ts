import type { ParsedPostInput, RevisionSummaryWire, RevisionWire } from '@pupitre/data';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Reader } from '../../db/reader';
import { categorias, publicaciones, publicacionesRevisiones as revisiones, usuarios } from '../../db/schema';
import { imageUrl } from '../../images/image-store';

export interface RevisionPage {
  limite: number;
  /** Only revisions older than this one (a keyset cursor: the last id of the previous page). */
  antes?: number;
}

const summaryColumns = {
  id: revisiones.id,
  updatedAt: revisiones.updatedAt,
  kind: revisiones.kind,
  titulo: revisiones.titulo,
  firstName: usuarios.firstName,
  lastName: usuarios.lastName,
  username: usuarios.username,
};

interface SummaryRow {
  id: number;
  updatedAt: Date;
  kind: RevisionSummaryWire['tipo'];
  titulo: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}

/** The author as posts show them: first and last name, or the username; null once the account is gone. */
function authorOf(row: SummaryRow): string | null {
  if (row.username === null) return null;
  return `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() || row.username;
}

function summaryOf(row: SummaryRow): RevisionSummaryWire {
  return {
    id: row.id,
    fecha: row.updatedAt.toISOString(),
    tipo: row.kind,
    autor: authorOf(row),
    titulo: row.titulo,
  };
}

/** The post's state, or undefined when there is no such post. */
export async function findPostState(db: Db, id: number) {
  const [post] = await db
    .select({ estado: publicaciones.estado })
    .from(publicaciones)
    .where(eq(publicaciones.id, id));
  return post?.estado;
}

/** Newest first, by the index on (publicacion_id, created_at desc, id desc). */
export async function listRevisions(
  db: Db,
  postId: number,
  page: RevisionPage,
): Promise<RevisionSummaryWire[]> {
  const ofPost = eq(revisiones.publicacionId, postId);
  // Compared in the database: a JavaScript Date would drop the timestamps' microseconds.
  const older =
    page.antes === undefined
      ? undefined
      : sql`(${revisiones.createdAt}, ${revisiones.id}) < (${db
          .select({ createdAt: revisiones.createdAt, id: revisiones.id })
          .from(revisiones)
          .where(and(eq(revisiones.id, page.antes), ofPost))})`;
  const rows = await db
    .select(summaryColumns)
    .from(revisiones)
    .leftJoin(usuarios, eq(usuarios.id, revisiones.autorId))
    .where(and(ofPost, older))
    .orderBy(desc(revisiones.createdAt), desc(revisiones.id))
    .limit(page.limite);
  return rows.map(summaryOf);
}

/** One revision of the post whole, or undefined when the post has no such revision. */
export async function findRevision(
  { db, config }: Reader,
  postId: number,
  revisionId: number,
): Promise<RevisionWire | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      resumen: revisiones.resumen,
      contenido: revisiones.contenido,
      categorias: revisiones.categorias,
      imagenPortadaId: revisiones.imagenPortadaId,
    })
    .from(revisiones)
    .leftJoin(usuarios, eq(usuarios.id, revisiones.autorId))
    .where(and(eq(revisiones.id, revisionId), eq(revisiones.publicacionId, postId)));
  if (!row) return undefined;
  const found =
    row.categorias.length === 0
      ? []
      : await db
          .select({ ID_categoria: categorias.id, Nombre_categoria: categorias.nombre })
          .from(categorias)
          .where(inArray(categorias.id, row.categorias));
  // Kept in the revision's order; a category deleted since is left out.
  const named = row.categorias.flatMap((id) => found.filter((category) => category.ID_categoria === id));
  return {
    ...summaryOf(row),
    resumen: row.resumen,
    contenido: row.contenido,
    categorias: named,
    Imagen_portada: imageUrl(config.publicUrl, row.imagenPortadaId),
    Imagen_destacada_ID: row.imagenPortadaId,
  };
}

/** The update that writes a revision back to its post, in the post's current state. */
export function restoreInput(revision: RevisionWire, estado: ParsedPostInput['estado']): ParsedPostInput {
  return {
    titulo: revision.titulo,
    resumen: revision.resumen,
    contenido: revision.contenido,
    categorias: revision.categorias.map((category) => category.ID_categoria),
    estado,
    Imagen_portada: revision.Imagen_portada,
  };
}
