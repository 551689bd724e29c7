import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { selectRows } from '../db/select-rows';
import type { QuestionTerms } from './question-terms';
import { termWeights } from './term-weights';

/** How well each sentence answers the question: the summed weights of the terms it holds. */
export async function rankSentences(
  db: Db,
  terms: QuestionTerms,
  sentences: string[],
  equivalentWeight: number,
): Promise<number[]> {
  if (sentences.length === 0) return [];
  const rows = await selectRows<{ orden: number; score: number }>(
    db,
    sql`
    WITH ${termWeights(terms, equivalentWeight)}
    SELECT s.orden::integer AS orden, sum(w.idf)::float8 AS score
    FROM unnest(ARRAY[${sql.join(
      sentences.map((sentence) => sql`${sentence}`),
      sql`, `,
    )}]::text[]) WITH ORDINALITY AS s(texto, orden)
    -- Bounded like the stored vectors (migration 0010): one sentence may hold a megabyte of words.
    JOIN weights AS w ON pupitre_vector_acotado(s.texto, 'D', 786432) @@ w.q
    GROUP BY s.orden`,
  );
  const scores = sentences.map(() => 0);
  for (const row of rows) scores[Number(row.orden) - 1] = Number(row.score);
  return scores;
}
