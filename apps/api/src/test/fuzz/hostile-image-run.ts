import type { CaseOutcome, FuzzSession } from './fuzz-session';
import { hostileImagePlans } from './image-payloads';

/**
 * Sends every hostile picture to every image field once, each outcome to `add` like any case, and
 * answers a line for the report: the statuses, and the slowest answer with what it was.
 */
export async function runHostileImages(
  session: FuzzSession,
  add: (outcome: CaseOutcome) => void,
): Promise<string> {
  const statuses = new Map<number, number>();
  let slowest = { milliseconds: 0, what: '' };
  const cases = hostileImagePlans(session.operations);
  for (const { picture, plan } of cases) {
    const started = performance.now();
    const outcome = await session.run(plan);
    const milliseconds = performance.now() - started;
    if (milliseconds > slowest.milliseconds)
      slowest = { milliseconds, what: `${picture} to ${plan.operation}` };
    statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
    add(outcome);
  }
  const counts = [...statuses].map(([status, count]) => `${status}×${count}`).join(', ');
  return `hostile images: ${cases.length} cases (${counts}); slowest ${slowest.milliseconds.toFixed(0)} ms, ${slowest.what}`;
}
