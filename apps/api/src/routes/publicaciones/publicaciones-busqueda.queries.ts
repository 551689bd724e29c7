import { type SQL, sql } from 'drizzle-orm';
import { exactTime, pastCursor } from '../../db/keyset';
import type { Reader } from '../../db/reader';
import { selectRows } from '../../db/select-rows';
import type { KeysetCursor } from '../../http/keyset-cursor';
import { type PostPage, pageOfKeys } from './publicaciones.pages';
import type { Page } from './publicaciones.queries';
import { prefixQuery } from './search-prefix-query';

/**
 * The search's two bands, first to last: posts whose title matches, then posts that match elsewhere
 * only (summary or body). Each band is newest first, by (creation time, id).
 */
export const searchBands = ['titulo', 'cuerpo'] as const;
export type SearchBand = (typeof searchBands)[number];

export interface SearchCursor extends KeysetCursor {
  band: SearchBand;
}

export interface SearchPage extends Page {
  cursor?: SearchCursor | undefined;
}

export type MatchMode = 'all' | 'any';

interface SearchKey {
  id: number;
  at: string;
  band: SearchBand;
}

/** Recent posts a band's first read looks at, at least; more when a page reaches deeper. */
const MIN_WALK = 1000;
const WALK_PER_ROW = 20;

/**
 * Up to `needed` keys of one band past `after`, newest first. First the newest posts past `after` are
 * read through the (estado, fecha_creacion, id) index, a bounded number of them, and the band's matches
 * among them kept: a common word fills the page long before. When they are too few, the word is rare
 * among recent posts, and its matches come from the band's GIN index instead (the CTE keeps the planner
 * from walking the whole list looking for them) and are sorted: they are few.
 */
async function bandKeys(
  { db }: Reader,
  band: SearchBand,
  matches: SQL,
  after: KeysetCursor | undefined,
  needed: number,
): Promise<SearchKey[]> {
  const past = pastCursor(sql`fecha_creacion`, sql`id`, after, true) ?? sql`true`;
  const walk = Math.max(MIN_WALK, WALK_PER_ROW * needed);
  const recent = await selectRows<SearchKey>(
    db,
    sql`SELECT id, ${exactTime(sql`fecha_creacion`)} AS at, ${band}::text AS band FROM (
        SELECT id, fecha_creacion, titulo_vector, search_vector FROM publicaciones
        WHERE estado = 'publicado' AND ${past}
        ORDER BY fecha_creacion DESC, id DESC LIMIT ${walk}
      ) AS recent
      WHERE ${matches}
      ORDER BY fecha_creacion DESC, id DESC LIMIT ${needed}`,
  );
  if (recent.length === needed) return recent;
  return selectRows<SearchKey>(
    db,
    sql`WITH found AS MATERIALIZED (
        SELECT id, fecha_creacion FROM publicaciones WHERE estado = 'publicado' AND ${matches} AND ${past}
      )
      SELECT id, ${exactTime(sql`fecha_creacion`)} AS at, ${band}::text AS band FROM found
      ORDER BY fecha_creacion DESC, id DESC LIMIT ${needed}`,
  );
}

/**
 * Full-text search in Spanish, accents ignored, over title, summary and body: title matches first, then
 * the rest, each newest first (docs/architecture.md, "Search bounded for common words"). No match is
 * ranked beyond what the page needs, so a word in a third of the posts costs about what a rare one does.
 */
export async function searchPublishedPosts(
  reader: Reader,
  term: string,
  page: SearchPage,
  mode: MatchMode = 'all',
): Promise<PostPage<SearchCursor>> {
  const query = prefixQuery(term, mode);
  if (!query) return { posts: [], next: undefined };
  const tsquery = sql`to_tsquery('public.es_unaccent', ${query})`;
  const inTitle = sql`titulo_vector @@ ${tsquery}`;
  const bandMatches: Record<SearchBand, SQL> = {
    titulo: inTitle,
    cuerpo: sql`search_vector @@ ${tsquery} AND NOT ${inTitle}`,
  };
  // One row past the page tells whether a next page exists.
  const needed = page.offset + page.limite + 1;
  const { cursor } = page;
  const keys: SearchKey[] = [];
  for (const band of searchBands.slice(cursor ? searchBands.indexOf(cursor.band) : 0)) {
    const after = cursor?.band === band ? cursor : undefined;
    keys.push(...(await bandKeys(reader, band, bandMatches[band], after, needed - keys.length)));
    if (keys.length === needed) break;
  }
  return pageOfKeys(reader, keys.slice(page.offset), page.limite);
}
