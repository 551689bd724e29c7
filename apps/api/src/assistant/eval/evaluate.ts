import type { Db } from '../../db/client';
import { demoPosts } from '../../db/demo/posts';
import { retrieve } from '../answer-question';
import { type EvalQuestion, evalQuestions } from './questions';

export interface EvalOutcome extends EvalQuestion {
  /** 1 when the expected article is the first the answer names; undefined when it names it not at all. */
  position: number | undefined;
  found: string[];
}

export interface EvalReport {
  outcomes: EvalOutcome[];
  top1: number;
  top3: number;
}

/** Asks every question of the set against a database holding the demo articles. */
export async function evaluateAssistant(db: Db, questions = evalQuestions): Promise<EvalReport> {
  const titleOf = new Map(demoPosts.map((post) => [post.slug, post.titulo]));
  const outcomes: EvalOutcome[] = [];
  for (const item of questions) {
    const found = (await retrieve(db, item.question)).sources.map((source) => source.titulo);
    const index = found.indexOf(titleOf.get(item.slug) ?? '');
    outcomes.push({ ...item, found, position: index === -1 ? undefined : index + 1 });
  }
  const share = (hit: (outcome: EvalOutcome) => boolean) => outcomes.filter(hit).length / outcomes.length;
  return {
    outcomes,
    top1: share((outcome) => outcome.position === 1),
    top3: share((outcome) => outcome.position !== undefined),
  };
}
