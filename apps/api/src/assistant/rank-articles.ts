import type { Candidates, Section } from './find-candidates';
import type { QuestionTerms } from './question-terms';
import { contentStems } from './stem';

export interface RankingWeights {
  /** BM25's saturation and length normalisation, over a section's text. */
  k1: number;
  b: number;
  /** A term in a section's heading, beside one occurrence in its text (BM25 ≈ 1). */
  heading: number;
  /** A term in the article's title and in its summary. */
  title: number;
  summary: number;
  /** How much the article's other sections add beside its best. */
  otherSections: number;
}

export const rankingWeights: RankingWeights = {
  k1: 1.2,
  b: 0.5,
  heading: 0.8,
  title: 1,
  summary: 0.5,
  otherSections: 0.15,
};

export interface RankedSection extends Section {
  score: number;
}

export interface FoundArticle {
  id: number;
  titulo: string;
  score: number;
  /** The share of the question's weight the article holds somewhere (0 to 1). */
  coverage: number;
  /** Its sections that match, best first. */
  passages: RankedSection[];
}

interface Prepared {
  section: Section;
  counts: Map<string, number>;
  length: number;
  heading: Set<string>;
}

const countsOf = (stems: string[]) => {
  const counts = new Map<string, number>();
  for (const stem of stems) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  return counts;
};

/**
 * The candidates ranked for the question, best first: Okapi BM25 over each section (Snowball stems,
 * inverse document frequency among the candidates' sections), a heading term counted apart, the best
 * section counting whole and the others a little, and the title and summary weighted apart. A word's
 * rarity counts its sections among the candidates against the site's number of sections.
 */
export interface Ranking {
  articles: FoundArticle[];
  /** How much each stem weighs for this question among these candidates. */
  weightOf: (stem: string) => number;
}

export function rankArticles(
  terms: QuestionTerms,
  { articles: candidates, sectionCount }: Candidates,
  weights: RankingWeights = rankingWeights,
): Ranking {
  const prepared = candidates.map((article) =>
    article.sections.map((section): Prepared => {
      const stems = contentStems(section.texto);
      return {
        section,
        counts: countsOf(stems),
        length: stems.length,
        heading: new Set(contentStems(section.encabezado)),
      };
    }),
  );
  const all = prepared.flat();
  // The candidates are a few of the site's sections: rarity is measured against all of them.
  const total = Math.max(all.length, sectionCount, 1);
  const averageLength = all.reduce((sum, item) => sum + item.length, 0) / total || 1;
  const idf = new Map<string, number>();
  for (const stem of terms.stems.keys()) {
    const df = all.filter((item) => item.counts.has(stem) || item.heading.has(stem)).length;
    idf.set(stem, Math.log(1 + (total - df + 0.5) / (df + 0.5)));
  }
  const weightOf = (stem: string) => (terms.stems.get(stem) ?? 0) * (idf.get(stem) ?? 0);
  const asked = [...terms.stems.keys()].reduce((sum, stem) => sum + weightOf(stem), 0) || 1;

  const sectionScore = ({ counts, length, heading }: Prepared) => {
    let score = 0;
    for (const stem of terms.stems.keys()) {
      const tf = counts.get(stem) ?? 0;
      const norm = weights.k1 * (1 - weights.b + (weights.b * length) / averageLength);
      const inText = tf ? (tf * (weights.k1 + 1)) / (tf + norm) : 0;
      score += weightOf(stem) * (inText + (heading.has(stem) ? weights.heading : 0));
    }
    return score;
  };

  const articles = candidates
    .map((article, index): FoundArticle => {
      const sections = (prepared[index] ?? [])
        .map((item) => ({ ...item.section, score: sectionScore(item) }))
        .filter((section) => section.score > 0)
        .sort((a, b) => b.score - a.score || a.orden - b.orden);
      const title = new Set(contentStems(article.titulo));
      const summary = new Set(contentStems(article.resumen));
      const held = new Set([...title, ...summary]);
      for (const item of prepared[index] ?? []) {
        for (const stem of item.counts.keys()) held.add(stem);
        for (const stem of item.heading) held.add(stem);
      }
      let head = 0;
      let covered = 0;
      for (const stem of terms.stems.keys()) {
        head +=
          weightOf(stem) *
          ((title.has(stem) ? weights.title : 0) + (summary.has(stem) ? weights.summary : 0));
        if (held.has(stem)) covered += weightOf(stem);
      }
      const [best, ...others] = sections;
      const rest = others.reduce((sum, section) => sum + section.score, 0);
      return {
        id: article.id,
        titulo: article.titulo,
        score: (best?.score ?? 0) + rest * weights.otherSections + head,
        coverage: covered / asked,
        passages: sections,
      };
    })
    .filter((article) => article.score > 0)
    .sort((a, b) => b.score - a.score || b.id - a.id);
  return { articles, weightOf };
}
