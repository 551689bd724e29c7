/**
 * A JSON number JSON.stringify cannot write: `1e400` parses to Infinity, `1.0` to an integer written as
 * a decimal. Placed anywhere in a body, it is written into the text as it is.
 */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `${MARK}${this.text}${MARK}`;
  }
}

// Plain ASCII, so JSON.stringify leaves it as it is; no generated text contains it.
const MARK = '@@RawJson#7f3a@@';
const marked = new RegExp(`"${MARK}(.*?)${MARK}"`, 'g');

/** The JSON text of a body that may hold RawJson numbers. */
export function jsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(marked, '$1');
}
