import type { SeededApp } from '../seeded-app';
import type { FuzzRequest } from './realise-case';

export interface FuzzAnswer {
  status: number;
  /** The answer's `detail`, when it is JSON with one. */
  detail: string | undefined;
}

let sent = 0;

/**
 * A client address per request, from a range the other test helpers leave alone: the app trusts one
 * proxy hop, so per-address limits see a new client each time and the handlers behind them are reached.
 */
function nextAddress(): string {
  sent += 1;
  return `172.${16 + ((sent >> 16) & 15)}.${(sent >> 8) & 255}.${sent & 255}`;
}

function detailOf(text: string): string | undefined {
  try {
    const detail = (JSON.parse(text) as { detail?: unknown } | null)?.detail;
    return typeof detail === 'string' ? detail : undefined;
  } catch {
    return undefined;
  }
}

export async function sendFuzzRequest(seeded: SeededApp, request: FuzzRequest): Promise<FuzzAnswer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': request.forwardedFor ?? nextAddress() };
  if (request.authorization !== undefined) headers.Authorization = request.authorization;
  if (request.contentType !== undefined) headers['Content-Type'] = request.contentType;
  const response = await seeded.app.request(request.path, {
    method: request.method,
    headers,
    body: request.body,
  });
  const text = await response.text();
  return { status: response.status, detail: detailOf(text) };
}
