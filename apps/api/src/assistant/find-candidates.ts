import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { selectRows } from '../db/select-rows';

export interface Section {
  orden: number;
  encabezado: string;
  texto: string;
}

export interface CandidateArticle {
  id: number;
  titulo: string;
  resumen: string;
  sections: Section[];
}

/** Matches read per question term, from the sections' and the titles' full-text indexes each. */
const PER_TERM = 60;
/** Articles ranked in memory, at most. */
const MAX_ARTICLES = 40;
/** What one article brings to the ranking, at most: its first sections, each cut. */
const MAX_SECTIONS = 40;
const MAX_SECTION_CHARS = 20_000;

/** Sections counted, at most, when the planner's estimate is missing (a database never analysed). */
const SECTION_COUNT_CAP = 5000;

export interface Candidates {
  articles: CandidateArticle[];
  /** How many sections the site has, estimated: the "N" of the words' rarity. */
  sectionCount: number;
}

interface Row {
  id: number;
  total: number;
  titulo: string;
  resumen: string | null;
  sections: Section[] | string | null;
}

/**
 * The published articles worth ranking for these words, with their sections. Each stemmed word (the
 * `es_unaccent` search configuration) reads at most PER_TERM matching sections and titles; the articles
 * they hit are kept by the rarity of the words that found them (a word found PER_TERM times is common),
 * the best MAX_ARTICLES. So a question costs about the same whatever the number of posts.
 */
export async function findCandidates(db: Db, words: string[]): Promise<Candidates> {
  if (words.length === 0) return { articles: [], sectionCount: 0 };
  const rows = await selectRows<Row>(
    db,
    sql`
    WITH terms AS (
      SELECT DISTINCT lexeme, plainto_tsquery('simple', lexeme) AS q
      FROM unnest(tsvector_to_array(to_tsvector('public.es_unaccent', ${words.join(' ')}))) AS lexeme
    ),
    hits AS (
      SELECT t.lexeme, c.id FROM terms AS t CROSS JOIN LATERAL (
        SELECT pp.publicacion_id AS id FROM publicaciones_pasajes AS pp
        JOIN publicaciones AS p ON p.id = pp.publicacion_id AND p.estado = 'publicado'
        WHERE pp.vector @@ t.q LIMIT ${PER_TERM}
      ) AS c
      UNION ALL
      SELECT t.lexeme, c.id FROM terms AS t CROSS JOIN LATERAL (
        SELECT p.id FROM publicaciones AS p
        WHERE p.titulo_vector @@ t.q AND p.estado = 'publicado' LIMIT ${PER_TERM}
      ) AS c
    ),
    spread AS (SELECT lexeme, count(*)::float8 AS n FROM hits GROUP BY lexeme),
    chosen AS (
      SELECT h.id, sum(ln(1 + ${2 * PER_TERM} / s.n)) AS weight
      FROM (SELECT DISTINCT lexeme, id FROM hits) AS h JOIN spread AS s USING (lexeme)
      GROUP BY h.id ORDER BY weight DESC, h.id DESC LIMIT ${MAX_ARTICLES}
    )
    SELECT p.id, p.titulo, p.resumen, s.sections, greatest(
      (SELECT reltuples FROM pg_class WHERE oid = 'publicaciones_pasajes'::regclass),
      (SELECT count(*) FROM (SELECT 1 FROM publicaciones_pasajes LIMIT ${SECTION_COUNT_CAP}) AS capped)
    )::float8 AS total
    FROM chosen AS c JOIN publicaciones AS p ON p.id = c.id
    CROSS JOIN LATERAL (
      SELECT json_agg(json_build_object('orden', x.orden, 'encabezado', x.encabezado, 'texto', x.texto)
        ORDER BY x.orden) AS sections
      FROM (
        SELECT orden, left(encabezado, 300) AS encabezado, left(texto, ${MAX_SECTION_CHARS}) AS texto
        FROM publicaciones_pasajes WHERE publicacion_id = p.id ORDER BY orden LIMIT ${MAX_SECTIONS}
      ) AS x
    ) AS s
    ORDER BY c.weight DESC, p.id DESC`,
  );
  const articles = rows.map((row) => ({
    id: Number(row.id),
    titulo: row.titulo,
    resumen: row.resumen ?? '',
    sections: (typeof row.sections === 'string' ? JSON.parse(row.sections) : row.sections) ?? [],
  }));
  return { articles, sectionCount: Number(rows[0]?.total ?? 0) };
}
