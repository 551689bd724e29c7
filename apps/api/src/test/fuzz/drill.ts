// The attack drill: the suite's fuzz at a larger scale, against the in-process app on a fresh database
// (in-memory PGlite, or a new database on the server named by DATABASE_URL). Prints its counts and every
// failed case; exits 1 on any 5xx, refusal that wrote, or refusal without a detail.
// Usage: pnpm drill   (DRILL_CASES=10000, DRILL_SEED=<seed to replay>, PUPITRE_TEST_LOG=1 for the app's error log)
import fc from 'fast-check';
import { describeRequest } from './describe-case';
import { drillTally } from './drill-tally';
import { fuzzSeed } from './fuzz-seed';
import { openFuzzSession } from './fuzz-session';
import { runHostileImages } from './hostile-image-run';

const cases = Number(process.env.DRILL_CASES ?? 10_000);
const seed = process.env.DRILL_SEED ?? String(Date.now());
const SHOWN_FAILURES = 25;

const started = Date.now();
const session = await openFuzzSession();
const runsEach = Math.ceil(cases / session.operations.length);
console.log(
  `Pupitre drill: ${session.operations.length} documented operations × ${runsEach} cases, seed ${seed}, ` +
    `${session.seeded.database.kind} database`,
);

const tally = drillTally();
const crashes: string[] = [];
console.log(`  ${await runHostileImages(session, tally.add)}`);
for (const operation of session.operations) {
  const result = await fc.check(
    fc.asyncProperty(session.plansFor(operation), async (plan) => {
      tally.add(await session.run(plan));
    }),
    { numRuns: runsEach, seed: fuzzSeed(operation.key, seed) },
  );
  // The property itself never fails: an error here is the drill's own (its scene could not be repaired).
  if (result.failed) crashes.push(`${operation.key}: ${String(result.errorInstance)}`);
  process.stdout.write(`  ${String(tally.total.cases).padStart(6)} cases run (${operation.key})\n`);
}
await session.close();

const seconds = ((Date.now() - started) / 1000).toFixed(0);
const { byClass, limited } = tally.total;
console.log(`\n${tally.table()}\n`);
console.log(
  `cases run: ${tally.total.cases} in ${seconds} s; 2xx ${byClass['2xx']}, 3xx ${byClass['3xx']}, ` +
    `4xx ${byClass['4xx']} (429: ${limited}), 5xx ${byClass['5xx']}`,
);
const serverErrors = tally.failures.filter((failure) => failure.status >= 500).length;
console.log(
  `server errors: ${serverErrors}; refusals that wrote or had no detail: ${tally.failures.length - serverErrors}`,
);
for (const failure of tally.failures.slice(0, SHOWN_FAILURES)) {
  console.log(`\n✗ ${failure.problem}\n${describeRequest(failure.request)}`);
}
if (tally.failures.length > SHOWN_FAILURES) {
  console.log(`\n… and ${tally.failures.length - SHOWN_FAILURES} more`);
}
for (const crash of crashes) console.log(`\n✗ the drill stopped early on ${crash}`);
if (tally.failures.length > 0 || crashes.length > 0) {
  console.log(
    `\nReplay with DRILL_SEED=${seed} DRILL_CASES=${cases}; PUPITRE_TEST_LOG=1 prints the app's errors.`,
  );
  process.exitCode = 1;
}
