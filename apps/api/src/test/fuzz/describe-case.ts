import type { FuzzRequest } from './realise-case';

const SHOWN = 400;

/** Escaped (NUL and lone surrogates stay visible) and cut to a readable length. */
function excerpt(text: string): string {
  const shown = JSON.stringify(text.length > SHOWN ? text.slice(0, SHOWN) : text);
  return text.length > SHOWN ? `${shown}… (${text.length} characters)` : shown;
}

/** A request as a person reads it when a case fails: enough to send it again by hand. */
export function describeRequest(request: FuzzRequest): string {
  const lines = [`${request.method} ${excerpt(request.path)}`];
  if (request.authorization !== undefined) lines.push(`  Authorization: ${excerpt(request.authorization)}`);
  if (request.forwardedFor !== undefined) lines.push(`  X-Forwarded-For: ${excerpt(request.forwardedFor)}`);
  if (request.contentType !== undefined) lines.push(`  Content-Type: ${request.contentType}`);
  if (typeof request.body === 'string') lines.push(`  body: ${excerpt(request.body)}`);
  else if (request.body) lines.push(`  body bytes: [${[...request.body].join(', ')}]`);
  return lines.join('\n');
}
