/**
 * `pnpm eval:assistant`: both halves' figures. The sealed half prints figures only, never its questions,
 * so reading this output does not unseal it.
 */
import { demoDatabase } from './eval-database';
import { evaluateAssistant } from './evaluate';
import { sealedQuestions } from './questions/sealed';
import { tuningQuestions } from './questions/tuning';
import { figures, meetsTargets } from './report-lines';
import { SPLIT_SEED } from './split-questions';

const database = await demoDatabase();
const tuning = await evaluateAssistant(database.db, tuningQuestions);
const sealed = await evaluateAssistant(database.db, sealedQuestions);
await database.close();

console.log(
  `Assistant evaluation: ${tuning.outcomes.length + sealed.outcomes.length} questions, split once at random (seed ${SPLIT_SEED})\n\n` +
    `${figures('tuning half', tuning)}\n\n${figures('sealed half (never tuned on)', sealed)}`,
);
process.exitCode = meetsTargets(sealed) ? 0 : 1;
