import type { CaseOutcome } from './fuzz-session';

const CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;

interface Counts {
  cases: number;
  byClass: Record<(typeof CLASSES)[number], number>;
  limited: number;
  problems: number;
}

const emptyCounts = (): Counts => ({
  cases: 0,
  byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
  limited: 0,
  problems: 0,
});

function add(counts: Counts, outcome: CaseOutcome) {
  counts.cases += 1;
  const statusClass = `${Math.floor(outcome.status / 100)}xx` as (typeof CLASSES)[number];
  if (statusClass in counts.byClass) counts.byClass[statusClass] += 1;
  if (outcome.status === 429) counts.limited += 1;
  if (outcome.problem) counts.problems += 1;
}

function row(name: string, counts: Counts): string {
  const cells = CLASSES.map((statusClass) => String(counts.byClass[statusClass]).padStart(6));
  return `${name.padEnd(52)} ${String(counts.cases).padStart(6)} ${cells.join(' ')} ${String(counts.limited).padStart(6)} ${String(counts.problems).padStart(8)}`;
}

/** Counts of a drill's answers, per operation and in total, and the failed cases themselves. */
export function drillTally() {
  const total = emptyCounts();
  const perOperation = new Map<string, Counts>();
  const failures: CaseOutcome[] = [];
  return {
    total,
    failures,
    add(outcome: CaseOutcome) {
      const counts = perOperation.get(outcome.plan.operation) ?? emptyCounts();
      perOperation.set(outcome.plan.operation, counts);
      add(counts, outcome);
      add(total, outcome);
      if (outcome.problem) failures.push(outcome);
    },
    table(): string {
      const header = `${'operation'.padEnd(52)} ${'cases'.padStart(6)} ${CLASSES.map((name) => name.padStart(6)).join(' ')} ${'429'.padStart(6)} ${'problems'.padStart(8)}`;
      const rows = [...perOperation].map(([name, counts]) => row(name, counts));
      return [header, ...rows, row('total', total)].join('\n');
    },
  };
}
