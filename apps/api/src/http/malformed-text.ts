import { type FieldError, fieldError } from './errors';

export const MALFORMED_TEXT = 'El texto contiene caracteres no válidos.';

/** Enough to show a form's every field; a hostile body with more stops the walk early. */
const MAX_REPORTED_FIELDS = 50;

/**
 * Text PostgreSQL cannot store as sent: a NUL character, which `text` refuses outright, or a lone UTF-16
 * surrogate, which is not Unicode at all (and which the embedded PGlite driver measures wrongly, storing
 * a shorter text than it acknowledges).
 */
export function isMalformedText(text: string): boolean {
  return text.includes('\u0000') || !text.isWellFormed();
}

/** A path as links to the parent, so that a deep value costs one link, not a copy of its whole path. */
interface PathLink {
  key: string;
  parent: PathLink | undefined;
}

function dotted(link: PathLink | undefined): string {
  const keys: string[] = [];
  for (let at = link; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * One error per field of a validated request part (its body, query or params) holding malformed text,
 * named by its dotted path. The walk keeps its own stack rather than recursing: a field typed `unknown`
 * may nest arbitrarily deep.
 */
export function malformedTextErrors(value: unknown): FieldError[] {
  const fields = new Set<string>();
  const pending: [value: unknown, path: PathLink | undefined][] = [[value, undefined]];
  for (let next = pending.pop(); next && fields.size < MAX_REPORTED_FIELDS; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (isMalformedText(current)) fields.add(dotted(path));
    } else if (typeof current === 'object' && current !== null) {
      // Pushed last to first, so that fields are reported in the order the request gives them.
      for (const [key, child] of Object.entries(current).reverse()) {
        // A bad key is reported on the object that holds it.
        if (isMalformedText(key)) fields.add(dotted(path));
        else pending.push([child, { key, parent: path }]);
      }
    }
  }
  return [...fields].map((field) => fieldError(field, MALFORMED_TEXT));
}
