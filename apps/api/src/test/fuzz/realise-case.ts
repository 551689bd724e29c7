import type { Operation } from '../openapi-document';
import type { TourRequest, TourState } from '../tour/prepare-tour';
import type { BodyPlan } from './body-plan';
import type { CasePlan } from './case-plan';
import { jsonText } from './raw-json';

/** A request as it goes out: everything already encoded. */
export interface FuzzRequest {
  method: string;
  path: string;
  authorization?: string;
  forwardedFor?: string;
  body?: string | Uint8Array;
  contentType?: string;
}

const JSON_TYPE = 'application/json';

/** The tour's values of a path's parameters, and whether it ends with a slash the document leaves out. */
function tourPath(template: string, tour: TourRequest | undefined) {
  const [pathname = '', search = ''] = (tour?.path ?? '').split('?');
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '([^/]*)');
  const values = new RegExp(`^${pattern}/?$`).exec(pathname)?.slice(1) ?? [];
  const params = Object.fromEntries(names.map((name, index) => [name, values[index] ?? '1']));
  const query = new Map<string, string[]>();
  for (const pair of search.split('&').filter(Boolean)) {
    const [name = '', value = ''] = pair.split('=');
    query.set(name, [...(query.get(name) ?? []), value]);
  }
  return { params, query, slash: pathname.endsWith('/') && !template.endsWith('/') };
}

function pathOf(operation: Operation, plan: CasePlan, tour: TourRequest | undefined): string {
  const base = tourPath(operation.path, tour);
  const path = operation.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => plan.params[name] ?? base.params[name] ?? '1',
  );
  const query = new Map(base.query);
  for (const [name, choice] of Object.entries(plan.query)) {
    if (choice === 'omit') query.delete(name);
    else query.set(name, choice);
  }
  const pairs = [...query].flatMap(([name, values]) => values.map((value) => `${name}=${value}`));
  if (plan.extraQuery) pairs.push(plan.extraQuery);
  return `${path}${base.slash ? '/' : ''}${pairs.length ? `?${pairs.join('&')}` : ''}`;
}

function authorizationOf(plan: CasePlan, state: TourState, tour: TourRequest | undefined) {
  const bearer = (token: string | undefined) => (token ? `Bearer ${token}` : undefined);
  if (plan.auth === 'tour') return bearer(tour?.token);
  if (plan.auth === 'none') return undefined;
  if (plan.auth === 'admin') return bearer(state.admin.token);
  if (plan.auth === 'reader') return bearer(state.reader.token);
  return plan.auth.header;
}

function tourBody(tour: TourRequest | undefined): Pick<FuzzRequest, 'body' | 'contentType'> {
  if (tour?.raw !== undefined) return { body: tour.raw, contentType: tour.contentType ?? JSON_TYPE };
  if (tour?.body !== undefined) return { body: jsonText(tour.body), contentType: JSON_TYPE };
  return {};
}

function bodyOf(plan: BodyPlan, tour: TourRequest | undefined): Pick<FuzzRequest, 'body' | 'contentType'> {
  if (plan === 'none') return {};
  if (plan === 'tour') return tourBody(tour);
  if ('tourAs' in plan) return { ...tourBody(tour), contentType: plan.tourAs };
  if ('json' in plan) return { body: jsonText(plan.json), contentType: JSON_TYPE };
  if ('text' in plan) return { body: plan.text, contentType: plan.contentType ?? JSON_TYPE };
  if ('bytes' in plan)
    return { body: Uint8Array.from(plan.bytes), contentType: plan.contentType ?? JSON_TYPE };
  const start = tour?.body;
  const body: Record<string, unknown> =
    typeof start === 'object' && start !== null && !Array.isArray(start) ? { ...start } : {};
  for (const [name, field] of Object.entries(plan.fields)) {
    if (field === 'omit') delete body[name];
    else body[name] = field.value;
  }
  for (const [key, value] of plan.extra) {
    // As an own key, so that `__proto__` is written into the JSON instead of changing the prototype.
    Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
  }
  return { body: jsonText(body), contentType: JSON_TYPE };
}

/** The request a plan stands for, in the scene as it is now. */
export function realiseCase(
  operation: Operation,
  plan: CasePlan,
  state: TourState,
  tour: TourRequest | undefined,
): FuzzRequest {
  return {
    method: operation.method,
    path: pathOf(operation, plan, tour),
    authorization: authorizationOf(plan, state, tour),
    forwardedFor: plan.forwardedFor,
    ...bodyOf(plan.body, tour),
  };
}
