import type fc from 'fast-check';
import { type OpenApiDocument, type Operation, operationsOf } from '../openapi-document';
import { createSeededApp, type SeededApp } from '../seeded-app';
import { prepareTour } from '../tour/prepare-tour';
import { successTour } from '../tour/success-tour';
import { type CasePlan, casePlans } from './case-plan';
import { type FuzzRequest, realiseCase } from './realise-case';
import { repairScene } from './scene-repair';
import { sendFuzzRequest } from './send-request';
import { changedTables, type Fingerprint, fingerprint } from './table-fingerprint';

/**
 * Refusals that write on purpose. Replaying a spent refresh token is refused and revokes the token's
 * whole family (reuse detection), and the success tour's refresh token is spent after its first use.
 */
const WRITES_ON_REFUSAL: Record<string, string[]> = {
  'POST /api/auth/token/refresh': ['refresh_tokens'],
};

/** Access tokens last 15 minutes: a long drill checks its scene now and then. */
const CHECK_SCENE_EVERY = 300;

export interface CaseOutcome {
  plan: CasePlan;
  request: FuzzRequest;
  status: number;
  /** Why the case failed: a 5xx, a refusal that wrote, or a refusal without a `detail`. */
  problem?: string;
}

export interface FuzzSession {
  seeded: SeededApp;
  /** Every operation the app's generated OpenAPI document declares. */
  operations: Operation[];
  plansFor(operation: Operation): fc.Arbitrary<CasePlan>;
  run(plan: CasePlan): Promise<CaseOutcome>;
  close(): Promise<void>;
}

/** The seeded app, its OpenAPI document and the success tour's scene, ready for fuzz cases. */
export async function openFuzzSession(): Promise<FuzzSession> {
  const seeded = await createSeededApp();
  const document = (await (await seeded.app.request('/api/openapi.json')).json()) as OpenApiDocument;
  const operations = operationsOf(document);
  const byKey = new Map(operations.map((operation) => [operation.key, operation]));
  let state = await prepareTour(seeded);
  let before: Fingerprint = await fingerprint(seeded.database.db);
  let casesSinceCheck = 0;

  /** Repairs the scene after a deletion and now and then; answers whether it looked. */
  async function keepSceneIntact(deleted: boolean): Promise<boolean> {
    casesSinceCheck += 1;
    if (!deleted && casesSinceCheck < CHECK_SCENE_EVERY) return false;
    casesSinceCheck = 0;
    state = await repairScene(seeded, state);
    return true;
  }

  async function run(plan: CasePlan): Promise<CaseOutcome> {
    const operation = byKey.get(plan.operation);
    if (!operation) throw new Error(`${plan.operation} is not documented`);
    const request = realiseCase(operation, plan, state, successTour[operation.key]?.(state));
    const answer = await sendFuzzRequest(seeded, request);
    const after = await fingerprint(seeded.database.db);
    const allowed = WRITES_ON_REFUSAL[operation.key] ?? [];
    const written = changedTables(before, after).filter((table) => !allowed.includes(table));
    let problem: string | undefined;
    if (answer.status >= 500) problem = `answered ${answer.status}`;
    else if (answer.status >= 400 && written.length > 0)
      problem = `refused with ${answer.status} but wrote to ${written.join(', ')}`;
    else if (answer.status >= 400 && answer.detail === undefined)
      problem = `refused with ${answer.status} without a detail`;
    const repaired = await keepSceneIntact(operation.method === 'DELETE' && answer.status < 300);
    before = repaired ? await fingerprint(seeded.database.db) : after;
    return { plan, request, status: answer.status, problem };
  }

  return {
    seeded,
    operations,
    plansFor: casePlans,
    run,
    close: () => seeded.database.close(),
  };
}
