/**
 * The tuning workflow (`pnpm eval:assistant:tune`): every miss of the tuning half and of the earlier set,
 * with what was found and each answer. It imports only those: the sealed half is never read while tuning.
 */
import { demoDatabase } from './eval-database';
import { evaluateAssistant } from './evaluate';
import { earlierQuestions } from './questions/earlier';
import { tuningQuestions } from './questions/tuning';
import { details, figures } from './report-lines';

const database = await demoDatabase();
const tuning = await evaluateAssistant(database.db, tuningQuestions);
const earlier = await evaluateAssistant(database.db, earlierQuestions);
await database.close();

if (process.argv.includes('--answers')) {
  for (const outcome of tuning.outcomes) console.log(`\n## ${outcome.question}\n${outcome.answer}`);
}
console.log(`\nTuning half, misses\n${details(tuning)}`);
console.log(`\nEarlier set, misses\n${details(earlier)}`);
console.log(
  `\n${figures('tuning half', tuning)}\n${figures('earlier set (tuned on since issue 27)', earlier)}`,
);
