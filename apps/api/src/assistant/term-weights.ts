import { type SQL, sql } from 'drizzle-orm';
import type { QuestionTerms } from './question-terms';

/**
 * The common table expressions `lexemes` and `weights`: each stemmed term of a question (Spanish,
 * accents ignored) with how much it counts, `idf`: the rarer among all sections, the more (BM25's
 * inverse document frequency), times `equivalentWeight` for what only the thesaurus added. `q` is the
 * term as a tsquery. Terms no section holds are left out.
 */
export function termWeights(terms: QuestionTerms, equivalentWeight: number): SQL {
  return sql`
  lexemes AS (
      SELECT lexeme, plainto_tsquery('simple', lexeme) AS q, max(said) AS said
      FROM (
        SELECT unnest(tsvector_to_array(to_tsvector('public.es_unaccent', ${terms.words.join(' ')}))), 1.0
        UNION ALL
        SELECT unnest(tsvector_to_array(to_tsvector('public.es_unaccent', ${terms.equivalents.join(' ')}))),
          ${equivalentWeight}
      ) AS asked(lexeme, said)
      GROUP BY lexeme
    ),
    sections AS (SELECT count(*)::float8 AS n FROM publicaciones_pasajes),
    weights AS (
      SELECT l.lexeme, l.q, l.said * ln(1 + (s.n - d.n + 0.5) / (d.n + 0.5)) AS idf
      FROM lexemes AS l CROSS JOIN sections AS s
      CROSS JOIN LATERAL (
        SELECT count(*)::float8 AS n FROM publicaciones_pasajes AS pp WHERE pp.vector @@ l.q
      ) AS d
      WHERE d.n > 0
    )`;
}
