import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { selectRows } from '../src/db/select-rows';
import { encodeCursor } from '../src/http/keyset-cursor';
import { MAX_LIST_OFFSET } from '../src/http/request-params';
import { RARE_TERM } from './growth-seed';

/** In a third of the demo's posts, and so of the grown ones. */
export const COMMON_TERM = 'docente';
/** The issue's example: in 7 of the demo's 30 posts. */
export const ISSUE_TERM = 'evaluacion';

/** What the reads point at, found in the database before the server opens it. */
export interface Probe {
  /** A published post halfway down the list, newest first. */
  middleId: number;
  /** The cursor a client holds after paging down to that post. */
  middleCursor: string;
  /** Posts each search term finds. */
  matches: Record<string, number>;
}

const matches = async (database: Database, term: string) =>
  (
    await selectRows<{ total: number }>(
      database.db,
      sql`SELECT count(*)::int AS total FROM publicaciones
          WHERE estado = 'publicado' AND search_vector @@ to_tsquery('public.es_unaccent', ${`${term}:*`})`,
    )
  )[0]?.total ?? 0;

export async function probe(database: Database): Promise<Probe> {
  const [middle] = await selectRows<{ id: number; at: string }>(
    database.db,
    sql`SELECT id, to_char(fecha_creacion AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
        FROM publicaciones WHERE estado = 'publicado' ORDER BY fecha_creacion DESC, id DESC
        OFFSET (SELECT count(*) / 2 FROM publicaciones WHERE estado = 'publicado') LIMIT 1`,
  );
  if (!middle) throw new Error('no published post to probe');
  return {
    middleId: Number(middle.id),
    middleCursor: encodeCursor({ at: middle.at, id: Number(middle.id) }),
    matches: Object.fromEntries(
      await Promise.all(
        [COMMON_TERM, ISSUE_TERM, RARE_TERM].map(
          async (term) => [term, await matches(database, term)] as const,
        ),
      ),
    ),
  };
}

export interface Read {
  label: string;
  path: string;
  /** Sent with the admin's bearer token. */
  admin?: boolean;
  /** A page the server renders: skipped when the site is not built. */
  page?: boolean;
  /** Measured when the server answers it 200; others' work in progress may not be there yet. */
  optional?: boolean;
}

/** Every public read, the server-rendered pages, the feeds and the admin's reads. */
export function readsFor(probe: Probe): Read[] {
  const { middleId, middleCursor } = probe;
  return [
    { label: 'list, first page', path: '/api/publicaciones?limite=10&offset=0' },
    {
      label: `list, offset ${MAX_LIST_OFFSET} (deepest)`,
      path: `/api/publicaciones?limite=10&offset=${MAX_LIST_OFFSET}`,
    },
    { label: 'list, by cursor halfway down', path: `/api/publicaciones?limite=10&cursor=${middleCursor}` },
    { label: 'latest', path: '/api/publicaciones/latest?limite=10' },
    { label: 'category 3, first page', path: '/api/categorias/3/publicaciones?limite=12' },
    { label: 'category 3, offset 1,000', path: '/api/categorias/3/publicaciones?limite=12&offset=1000' },
    { label: 'categories 1 and 6 (tags)', path: '/api/publicaciones/search/tags?categorias=1,6&limite=12' },
    { label: `search "${COMMON_TERM}" (common)`, path: `/api/publicaciones/search?term=${COMMON_TERM}` },
    {
      label: `search "${COMMON_TERM}", offset 200`,
      path: `/api/publicaciones/search?term=${COMMON_TERM}&offset=200`,
    },
    { label: `search "${ISSUE_TERM}"`, path: `/api/publicaciones/search?term=${ISSUE_TERM}` },
    { label: `search "${RARE_TERM}" (rare)`, path: `/api/publicaciones/search?term=${RARE_TERM}` },
    { label: 'one post', path: `/api/publicaciones/${middleId}` },
    { label: "a post's comments", path: `/api/comentarios/publicacion/${middleId}` },
    { label: 'categories', path: '/api/categorias' },
    { label: '/home', path: '/home', page: true },
    { label: '/blog', path: '/blog', page: true },
    { label: '/blog/{id}', path: `/blog/${middleId}`, page: true },
    { label: '/categoria/{id}', path: '/categoria/3', page: true },
    { label: 'sitemap index', path: '/sitemap.xml' },
    { label: 'rss', path: '/rss.xml' },
    {
      label: 'admin: /all?limite=200 (seeds)',
      path: '/api/publicaciones/all?limite=200&offset=0',
      admin: true,
    },
    // The same read with a page the demo's 30 posts fill: the like-for-like figure beside the one above.
    { label: 'admin: /all?limite=30', path: '/api/publicaciones/all?limite=30&offset=0', admin: true },
    { label: 'admin: posts per category', path: '/api/publicaciones/estadisticas/categorias', admin: true },
    { label: 'admin: panel page', path: '/api/publicaciones/admin', admin: true, optional: true },
    {
      label: 'admin: panel, A to Z',
      path: '/api/publicaciones/admin?orden=alfabetico',
      admin: true,
      optional: true,
    },
    {
      label: 'admin: panel, drafts',
      path: '/api/publicaciones/admin?estado=borrador',
      admin: true,
      optional: true,
    },
    { label: 'admin: panel figures', path: '/api/publicaciones/admin/resumen', admin: true, optional: true },
  ];
}
