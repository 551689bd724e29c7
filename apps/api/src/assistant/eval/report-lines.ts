import type { EvalReport } from './evaluate';

export const TOP1_TARGET = 0.9;
export const AMONG_LINKS_TARGET = 0.98;

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const count = (share: number, total: number) => `${Math.round(share * total)}/${total}`;

/** A half's figures, in the same words for every half. */
export function figures(name: string, report: EvalReport): string {
  const { answerable: total } = report;
  return (
    `${name}: ${report.outcomes.length} questions\n` +
    `  top-1        ${percent(report.top1)} (${count(report.top1, total)}), target ≥ ${percent(TOP1_TARGET)}\n` +
    `  among links  ${percent(report.amongLinks)} (${count(report.amongLinks, total)}), target ≥ ${percent(AMONG_LINKS_TARGET)}\n` +
    `  off-topic answered with the search offer: ${report.declined}/${report.offTopic}\n` +
    `  answers opening with a list label or ending mid-list: ${report.badShapes}`
  );
}

export const meetsTargets = (report: EvalReport) =>
  report.top1 >= TOP1_TARGET &&
  report.amongLinks >= AMONG_LINKS_TARGET &&
  report.declined === report.offTopic &&
  report.badShapes === 0;

/** Every question that missed, with what was found: for the tuning half only. */
export function details(report: EvalReport): string {
  return report.outcomes
    .filter(
      (outcome) => outcome.position !== 1 || outcome.shapeProblem || (!outcome.slug && outcome.found.length),
    )
    .map((outcome) => {
      const mark = outcome.slug === null ? 'off' : outcome.position ? `#${outcome.position}` : 'no';
      const shape = outcome.shapeProblem ? ` [${outcome.shapeProblem}]` : '';
      return `  ${mark.padEnd(3)} ${outcome.question}${shape}\n      expected ${outcome.slug ?? 'none'}; got: ${outcome.found.join(' | ')}`;
    })
    .join('\n');
}
