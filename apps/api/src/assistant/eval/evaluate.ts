import type { Db } from '../../db/client';
import { demoPosts } from '../../db/demo/posts';
import { builtInAnswer, retrieve } from '../answer-question';
import { listShapeProblem } from './answer-shape';
import type { EvalQuestion } from './eval-question';

export interface EvalOutcome extends EvalQuestion {
  /** 1 when the expected article is the first the answer names; undefined when it names it not at all. */
  position: number | undefined;
  found: string[];
  answer: string;
  shapeProblem: string | undefined;
}

export interface EvalReport {
  outcomes: EvalOutcome[];
  /** Of the questions an article answers. */
  answerable: number;
  top1: number;
  amongLinks: number;
  /** Of the questions no article answers: how many got the offer to search instead. */
  offTopic: number;
  declined: number;
  /** Answers opening with a list label or ending mid-list, over every question. */
  badShapes: number;
}

/** Asks every question against a database holding the demo articles, and checks each answer's shape. */
export async function evaluateAssistant(db: Db, questions: readonly EvalQuestion[]): Promise<EvalReport> {
  const titleOf = new Map(demoPosts.map((post) => [post.slug, post.titulo]));
  const outcomes: EvalOutcome[] = [];
  for (const item of questions) {
    const retrieval = await retrieve(db, item.question);
    const answer = await builtInAnswer(db, retrieval);
    const found = retrieval.sources.map((source) => source.titulo);
    const index = item.slug === null ? -1 : found.indexOf(titleOf.get(item.slug) ?? '');
    const position = index === -1 ? undefined : index + 1;
    outcomes.push({ ...item, found, answer, position, shapeProblem: listShapeProblem(answer) });
  }
  const answerable = outcomes.filter((outcome) => outcome.slug !== null);
  const offTopic = outcomes.filter((outcome) => outcome.slug === null);
  const share = (hit: (outcome: EvalOutcome) => boolean) =>
    answerable.filter(hit).length / Math.max(answerable.length, 1);
  return {
    outcomes,
    answerable: answerable.length,
    top1: share((outcome) => outcome.position === 1),
    amongLinks: share((outcome) => outcome.position !== undefined),
    offTopic: offTopic.length,
    declined: offTopic.filter((outcome) => outcome.found.length === 0).length,
    badShapes: outcomes.filter((outcome) => outcome.shapeProblem !== undefined).length,
  };
}
