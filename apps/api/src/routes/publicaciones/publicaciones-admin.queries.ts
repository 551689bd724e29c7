import { type AdminPostWire, postStates, summaryFromContent } from '@pupitre/data';
import { and, asc, count, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Reader } from '../../db/reader';
import { categorias, publicaciones, publicacionesCategorias, publicacionesRecuentos } from '../../db/schema';
import { countPostsPerCategory } from './publicaciones.queries';
import { categoriesByPost, postAnswer } from './publicaciones.wire';
import type { AdminPostCursor } from './publicaciones-admin.cursor';
import type { AdminPostQuery } from './publicaciones-admin.schemas';
import { prefixQuery } from './search-prefix-query';

/**
 * The alphabetical order's key: the title without accents or capitals, compared byte by byte, so
 * PGlite and any PostgreSQL server (whatever their default collation) order alike and the cursor's
 * comparison agrees with the ORDER BY. Written as publicaciones_titulo_orden_idx's expression, so the
 * order is read from that index.
 */
export const titleKey = (title: SQL | typeof publicaciones.titulo) =>
  sql<string>`(public.titulo_orden(${title}) collate "C")`;

// The stored time to the microsecond, in UTC: the cursor carries it back exactly.
const exactTime = sql<string>`to_char(${publicaciones.fechaCreacion} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Enough of a body to make a card's summary from, read only for posts without a summary of their own:
 * the card shows 120 characters of text, and a body may be a megabyte.
 */
const EXTRACT_SOURCE_LENGTH = 20_000;
const extractSource = sql<
  string | null
>`case when nullif(btrim(coalesce(${publicaciones.resumen}, '')), '') is null then left(${publicaciones.contenido}, ${sql.raw(String(EXTRACT_SOURCE_LENGTH))}) end`;

const rowColumns = {
  id: publicaciones.id,
  titulo: publicaciones.titulo,
  resumen: publicaciones.resumen,
  extractSource,
  imagenPortadaId: publicaciones.imagenPortadaId,
  estado: publicaciones.estado,
  nombreAutor: publicaciones.nombreAutor,
  contadorLikes: publicaciones.contadorLikes,
  fechaCreacion: publicaciones.fechaCreacion,
  fechaModificacion: publicaciones.fechaModificacion,
  exactTime,
};

type Filters = Pick<AdminPostQuery, 'estado' | 'categoria' | 'term'>;

/** What the panel's filters keep: one status, one category, the posts holding every word searched. */
function filtersOf({ estado, ...others }: Filters, db: Db) {
  return and(estado === 'todas' ? undefined : eq(publicaciones.estado, estado), otherFiltersOf(others, db));
}

function otherFiltersOf({ categoria, term }: Omit<Filters, 'estado'>, db: Db) {
  const words = prefixQuery(term);
  return and(
    categoria === undefined
      ? undefined
      : exists(
          db
            .select({ one: sql`1` })
            .from(publicacionesCategorias)
            .where(
              and(
                eq(publicacionesCategorias.publicacionId, publicaciones.id),
                eq(publicacionesCategorias.categoriaId, categoria),
              ),
            ),
        ),
    words === undefined
      ? undefined
      : sql`"publicaciones"."search_vector" @@ to_tsquery('public.es_unaccent', ${words})`,
  );
}

/** The posts after the cursor in the page's order, and that order: its column, then id. */
function keyset(orden: AdminPostQuery['orden'], cursor: AdminPostCursor | undefined) {
  if (orden === 'alfabetico') {
    const after =
      cursor?.kind === 'title'
        ? sql`(${titleKey(publicaciones.titulo)}, ${publicaciones.id}) > (${titleKey(sql`${cursor.title}::text`)}, ${cursor.id})`
        : undefined;
    return { after, order: [asc(titleKey(publicaciones.titulo)), asc(publicaciones.id)] };
  }
  const newestFirst = orden === 'reciente';
  const direction = newestFirst ? desc : asc;
  const position = sql`(${publicaciones.fechaCreacion}, ${publicaciones.id})`;
  const last = cursor?.kind === 'time' ? sql`(${cursor.at}::timestamptz, ${cursor.id})` : undefined;
  return {
    after: last && (newestFirst ? sql`${position} < ${last}` : sql`${position} > ${last}`),
    order: [direction(publicaciones.fechaCreacion), direction(publicaciones.id)],
  };
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: Db, where: SQL | undefined, order: SQL[], limit: number) {
  return db
    .select(rowColumns)
    .from(publicaciones)
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

/**
 * Every status by date, as two reads of the (estado, fecha_creacion, id) index merged: each is a range
 * that starts at the cursor, so a deep page of every post costs what a page of one status does.
 */
async function everyStatusByDate(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  newestFirst: boolean,
) {
  const ofState = (state: (typeof postStates)[number]) =>
    selectRows(db, and(eq(publicaciones.estado, state), where), order, limit);
  const pages = await Promise.all(postStates.map(ofState));
  // The exact times are fixed-width UTC text: they compare as the times do.
  const direction = newestFirst ? -1 : 1;
  return pages
    .flat()
    .sort(
      (a, b) => direction * (a.exactTime < b.exactTime ? -1 : a.exactTime > b.exactTime ? 1 : a.id - b.id),
    )
    .slice(0, limit);
}

/** The card's summary: the post's own, else one made from the start of its body (an unclosed tag cut off). */
function extractOf(row: Row): string {
  const own = row.resumen?.trim() ? row.resumen : null;
  return own ?? summaryFromContent((row.extractSource ?? '').replace(/<[^>]*$/, ''));
}

async function categoriesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      publicacionId: publicacionesCategorias.publicacionId,
      ID_categoria: categorias.id,
      Nombre_categoria: categorias.nombre,
    })
    .from(publicacionesCategorias)
    .innerJoin(categorias, eq(categorias.id, publicacionesCategorias.categoriaId))
    .where(inArray(publicacionesCategorias.publicacionId, ids))
    .orderBy(asc(publicacionesCategorias.posicion), asc(categorias.id));
}

function toWire(publicUrl: string, row: Row, categories: ReturnType<typeof categoriesByPost>): AdminPostWire {
  return postAnswer(publicUrl, row, categories, { Extracto: extractOf(row) });
}

export interface AdminPostPage {
  posts: AdminPostWire[];
  /** Where the next page starts; undefined on the last page. */
  next: AdminPostCursor | undefined;
}

/**
 * One page of the admin panel's list by keyset on its order's column and id: a deep page costs what the
 * first one does, and a post written or deleted between two pages neither repeats nor hides another.
 */
export async function listAdminPosts({ db, config }: Reader, query: AdminPostQuery): Promise<AdminPostPage> {
  const { after, order } = keyset(query.orden, query.cursor);
  // One more than asked: whether it comes tells if there is a next page.
  const limit = query.limite + 1;
  const rows =
    query.estado === 'todas' && query.orden !== 'alfabetico'
      ? await everyStatusByDate(
          db,
          and(otherFiltersOf(query, db), after),
          order,
          limit,
          query.orden === 'reciente',
        )
      : await selectRows(db, and(filtersOf(query, db), after), order, limit);
  const shown = rows.slice(0, query.limite);
  const last = shown.at(-1);
  let next: AdminPostCursor | undefined;
  if (rows.length > query.limite && last) {
    next =
      query.orden === 'alfabetico'
        ? { kind: 'title', title: last.titulo, id: last.id }
        : { kind: 'time', at: last.exactTime, id: last.id };
  }
  const links = await categoriesOf(
    db,
    shown.map((row) => row.id),
  );
  const categories = categoriesByPost(links);
  return { posts: shown.map((row) => toWire(config.publicUrl, row, categories)), next };
}

/**
 * How many posts the filters keep, in every page: counted by the database, not from a loaded page. Every
 * post or one state is a counter the database keeps (migration 0013); a search or a category counts the
 * posts it keeps.
 */
export async function countAdminPosts(db: Db, query: AdminPostQuery): Promise<number> {
  if (query.categoria === undefined && prefixQuery(query.term) === undefined) {
    const counts = await postsPerState(db);
    return query.estado === 'todas' ? counts.total : counts[query.estado];
  }
  const [row] = await db.select({ total: count() }).from(publicaciones).where(filtersOf(query, db));
  return row?.total ?? 0;
}

async function postsPerState(db: Db) {
  const rows = await db.select().from(publicacionesRecuentos);
  const of = (state: (typeof postStates)[number]) => rows.find((row) => row.estado === state)?.total ?? 0;
  return { total: of('publicado') + of('borrador'), publicado: of('publicado'), borrador: of('borrador') };
}

/** The panel's figures: every post, the drafts, and posts per category (each once, in its first). */
export async function summariseAdminPosts(db: Db) {
  const [counts, perCategory] = await Promise.all([postsPerState(db), countPostsPerCategory(db)]);
  return { total: counts.total, borradores: counts.borrador, categorias: perCategory };
}
