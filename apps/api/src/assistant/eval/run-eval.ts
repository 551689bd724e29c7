import { seedDatabase } from '../../db/seed';
import { createTestDatabase } from '../../test/test-database';
import { type EvalReport, evaluateAssistant } from './evaluate';
import { heldOutQuestions } from './questions';

const TOP1_TARGET = 0.9;
const TOP3_TARGET = 1;

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

const database = await createTestDatabase();
await seedDatabase(database.db, {
  demoContent: true,
  admin: { username: 'admin', email: 'admin@example.com', password: 'Admin12345' },
  log: () => {},
});
const report = await evaluateAssistant(database.db);
const heldOut = await evaluateAssistant(database.db, heldOutQuestions);
await database.close();

function print(title: string, { outcomes }: EvalReport) {
  console.log(`\n${title}`);
  for (const outcome of outcomes) {
    const mark = outcome.position === 1 ? 'ok' : outcome.position ? `#${outcome.position}` : 'no';
    console.log(`  ${mark.padEnd(3)} ${outcome.question}`);
    if (outcome.position !== 1)
      console.log(`      expected ${outcome.slug}; got: ${outcome.found.join(' | ')}`);
  }
}
const line = (name: string, share: number, total: number, target: string) =>
  `${name}: ${percent(share)} (${Math.round(share * total)}/${total})${target}`;

print('Evaluation set', report);
print('Held-out questions (never tuned on)', heldOut);
const total = report.outcomes.length;
const heldTotal = heldOut.outcomes.length;
console.log(
  `\nevaluation set, ${total} questions\n` +
    `  ${line('top-1', report.top1, total, `, target ≥ ${percent(TOP1_TARGET)}`)}\n` +
    `  ${line('top-3', report.top3, total, `, target ${percent(TOP3_TARGET)}`)}\n` +
    `held-out, ${heldTotal} questions (no target)\n` +
    `  ${line('top-1', heldOut.top1, heldTotal, '')}\n` +
    `  ${line('top-3', heldOut.top3, heldTotal, '')}`,
);
process.exitCode = report.top1 >= TOP1_TARGET && report.top3 >= TOP3_TARGET ? 0 : 1;
