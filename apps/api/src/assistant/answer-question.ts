import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { publicaciones } from '../db/schema';
import { answerSentences } from './answer-sentences';
import { type ChatSource, composeAnswer, nothingFound, relevantSources } from './compose-answer';
import { findCandidates } from './find-candidates';
import { isFollowUp, type PreviousTurn } from './follow-up';
import { type QuestionTerms, questionTerms, withPrevious } from './question-terms';
import { type FoundArticle, rankArticles } from './rank-articles';
import { sectionBlocks } from './section-blocks';

const RETRIEVED_ARTICLES = 3;
/** Another article is named beside the best only when it scores at least this share of it. */
const RELATED_SHARE = 0.5;
/** In a follow-up, the article the last answer came from counts this much more. */
const FOLLOW_UP_BONUS = 1.5;
/** The best article's sections an answer may draw from: the best, then the next when it says too little. */
const SECTIONS_DRAWN = 2;
/**
 * When the best article is a match this weak, the search is offered instead: a score below `minScore`
 * answers only when the article holds most of the question (`minCoverage`) and scores `minCovered`.
 */
export const confidence = { minScore: 2.5, minCovered: 1, minCoverage: 0.6 };

export interface Retrieval {
  question: string;
  terms: QuestionTerms;
  /** Empty when even the best match is too weak. */
  articles: FoundArticle[];
  sources: ChatSource[];
  weightOf: (stem: string) => number;
}

function favour(articles: FoundArticle[], id: number): FoundArticle[] {
  return articles
    .map((article) => (article.id === id ? { ...article, score: article.score * FOLLOW_UP_BONUS } : article))
    .sort((a, b) => b.score - a.score || b.id - a.id);
}

const confident = (article: FoundArticle | undefined) =>
  article !== undefined &&
  (article.score >= confidence.minScore ||
    (article.score >= confidence.minCovered && article.coverage >= confidence.minCoverage));

/**
 * The articles, with their matching sections, that best answer a question; best first. A follow-up
 * ("¿Y eso sirve para matemáticas?") also asks with the previous question's words and favours the
 * article the previous answer came from.
 */
export async function retrieve(db: Db, question: string, previous?: PreviousTurn): Promise<Retrieval> {
  const followUp = previous !== undefined && isFollowUp(question);
  const own = questionTerms(question);
  const terms = followUp ? withPrevious(own, previous.question) : own;
  const ranking = rankArticles(terms, await findCandidates(db, terms.words));
  let articles = followUp ? favour(ranking.articles, previous.articleId) : ranking.articles;
  articles = confident(articles[0]) ? articles.slice(0, RETRIEVED_ARTICLES) : [];
  return {
    question,
    terms,
    articles,
    sources: relevantSources(articles, RELATED_SHARE),
    weightOf: ranking.weightOf,
  };
}

/** The built-in answer, made only of what the site's articles say, or the offer to search. */
export async function builtInAnswer(db: Db, retrieval: Retrieval): Promise<string> {
  const best = retrieval.articles[0];
  if (!best) return nothingFound(retrieval.question);
  const [post] = await db
    .select({ contenido: publicaciones.contenido })
    .from(publicaciones)
    .where(eq(publicaciones.id, best.id));
  const html = post?.contenido ?? '';
  const sections = best.passages
    .slice(0, SECTIONS_DRAWN)
    .sort((a, b) => a.orden - b.orden)
    .map((passage) => sectionBlocks(html, passage.orden));
  const sentences = answerSentences(sections, sectionBlocks(html, 1), retrieval.weightOf);
  return composeAnswer(sentences, retrieval.sources);
}
