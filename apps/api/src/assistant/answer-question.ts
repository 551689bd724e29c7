import type { Db } from '../db/client';
import type { ChatSource } from './compose-answer';
import { composeAnswer, relevantSources } from './compose-answer';
import { type FoundArticle, findPassages, rankingWeights } from './find-passages';
import { type QuestionTerms, questionTerms } from './question-terms';
import { rankSentences } from './rank-sentences';
import { splitSentences } from './sentences';

const RETRIEVED_ARTICLES = 3;
/** Another article is named beside the best only when it scores at least this share of it. */
const RELATED_SHARE = 0.5;
const MIN_SENTENCES = 2;
const MAX_SENTENCES = 4;
const MAX_ANSWER_CHARS = 480;
/** The best article's sections its answer is drawn from. */
const SECTIONS_DRAWN = 2;

export interface Retrieval {
  terms: QuestionTerms;
  articles: FoundArticle[];
  sources: ChatSource[];
}

/** The articles, with their matching sections, that best answer a question; best first. */
export async function retrieve(db: Db, question: string): Promise<Retrieval> {
  const terms = questionTerms(question);
  const articles =
    terms.words.length + terms.equivalents.length ? await findPassages(db, terms, RETRIEVED_ARTICLES) : [];
  return { terms, articles, sources: relevantSources(articles, RELATED_SHARE) };
}

/**
 * Two to four sentences from the best article's best sections: those holding the most question terms,
 * kept in the article's order so they read as a paragraph; the section's opening fills in when too few
 * hold any.
 */
async function answerSentences(db: Db, { terms, articles }: Retrieval): Promise<string[]> {
  const sections = (articles[0]?.passages ?? []).slice(0, SECTIONS_DRAWN);
  const sentences = sections.flatMap((section) => splitSentences(section.texto));
  const scores = await rankSentences(db, terms, sentences, rankingWeights.equivalent);
  const byScore = sentences
    .map((_, index) => index)
    .filter((index) => (scores[index] ?? 0) > 0)
    .sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  for (let index = 0; byScore.length < MIN_SENTENCES && index < sentences.length; index++) {
    if (!byScore.includes(index)) byScore.push(index);
  }
  const chosen: number[] = [];
  let length = 0;
  for (const index of byScore) {
    const size = sentences[index]?.length ?? 0;
    if (chosen.length >= MAX_SENTENCES) break;
    if (chosen.length >= MIN_SENTENCES && length + size > MAX_ANSWER_CHARS) continue;
    chosen.push(index);
    length += size;
  }
  return chosen.sort((a, b) => a - b).map((index) => sentences[index] as string);
}

/** The built-in answer, made only of what the site's articles say. */
export async function builtInAnswer(db: Db, retrieval: Retrieval): Promise<string> {
  return composeAnswer(await answerSentences(db, retrieval), retrieval.sources);
}
