/**
 * `pnpm eval:assistant`: every set's figures. The sealed half and the fresh set print figures only, never
 * their questions, so reading this output does not unseal them.
 */
import { demoDatabase } from './eval-database';
import { evaluateAssistant } from './evaluate';
import { freshQuestions } from './questions/fresh';
import { sealedQuestions } from './questions/sealed';
import { tuningQuestions } from './questions/tuning';
import { figures, meetsTargets } from './report-lines';
import { SPLIT_SEED } from './split-questions';

const database = await demoDatabase();
const tuning = await evaluateAssistant(database.db, tuningQuestions);
const sealed = await evaluateAssistant(database.db, sealedQuestions);
const fresh = await evaluateAssistant(database.db, freshQuestions);
await database.close();

console.log(
  `Assistant evaluation: ${tuning.outcomes.length + sealed.outcomes.length} questions split once at random (seed ${SPLIT_SEED}), and ${fresh.outcomes.length} fresh ones\n\n` +
    `${figures('tuning half', tuning)}\n\n${figures('sealed half (never tuned on)', sealed)}\n\n` +
    figures('fresh set (written after the last retrieval change, from the articles alone)', fresh),
);
process.exitCode = meetsTargets(sealed) && meetsTargets(fresh) ? 0 : 1;
