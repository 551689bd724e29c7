import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { selectRows } from '../db/select-rows';
import type { QuestionTerms } from './question-terms';
import { termWeights } from './term-weights';

export interface Passage {
  encabezado: string;
  texto: string;
}

export interface FoundArticle {
  id: number;
  titulo: string;
  score: number;
  /** Its sections that match, best first. */
  passages: Passage[];
}

export interface RankingWeights {
  /** How much the title and summary count beside the best section. */
  head: number;
  /** How much the article's other matching sections add. */
  otherSections: number;
  /** A thesaurus equivalent beside the reader's own word (1). */
  equivalent: number;
}

export const rankingWeights: RankingWeights = { head: 0.45, otherSections: 0.25, equivalent: 0.8 };

interface ScoredRow {
  id: number;
  titulo: string;
  score: number;
  passages: Passage[] | string | null;
}

/**
 * Published articles ranked by how well their sections answer the question's terms (Spanish full text,
 * accents ignored, words stemmed). Each stemmed term counts by how rare it is among all sections
 * (termWeights), so "estudiantes", present everywhere, weighs little beside "insomnio". A section scores
 * the weights of the terms it holds, double in its heading; a term's repetitions add nothing, so a long
 * section cannot win on one common word. The best section counts most, the article's other matching
 * sections add a little, and its title (full weight) and summary (half) weigh in.
 */
export async function findPassages(db: Db, terms: QuestionTerms, limit: number): Promise<FoundArticle[]> {
  const rows = await selectRows<ScoredRow>(
    db,
    sql`
    WITH ${termWeights(terms, rankingWeights.equivalent)},
    hits AS (
      SELECT pp.publicacion_id, pp.orden, min(pp.encabezado) AS encabezado, min(pp.texto) AS texto,
        sum(w.idf * CASE WHEN ts_filter(pp.vector, '{b}') @@ w.q THEN 1 ELSE 0.5 END)::float8 AS rank
      FROM weights AS w JOIN publicaciones_pasajes AS pp ON pp.vector @@ w.q
      GROUP BY pp.publicacion_id, pp.orden
    ),
    ranked AS (
      SELECT publicacion_id, max(rank) AS best, sum(rank) AS total,
        json_agg(json_build_object('encabezado', encabezado, 'texto', texto) ORDER BY rank DESC) AS passages
      FROM hits GROUP BY publicacion_id
    ),
    heads AS (
      SELECT p.id, sum(w.idf * CASE
          WHEN ts_filter(p.search_vector, '{a}') @@ w.q THEN 1
          WHEN ts_filter(p.search_vector, '{b}') @@ w.q THEN 0.5
          ELSE 0 END)::float8 AS head
      FROM weights AS w JOIN publicaciones AS p ON p.search_vector @@ w.q
      WHERE p.estado = 'publicado'
      GROUP BY p.id
    )
    SELECT p.id, p.titulo, r.passages,
      (h.head * ${rankingWeights.head} + coalesce(r.best, 0) + coalesce(r.total - r.best, 0) * ${rankingWeights.otherSections}) AS score
    FROM heads AS h JOIN publicaciones AS p ON p.id = h.id
    LEFT JOIN ranked AS r ON r.publicacion_id = p.id
    ORDER BY score DESC, p.id DESC
    LIMIT ${limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    titulo: row.titulo,
    score: Number(row.score),
    passages: (typeof row.passages === 'string' ? JSON.parse(row.passages) : row.passages) ?? [],
  }));
}
