/**
 * The inline styles a post body may keep, by property, as patterns for sanitize-html. Every pattern
 * reads each character of a value at most a fixed number of times: two quantifiers over overlapping
 * characters make a regular expression quadratic, and a 50,000-digit margin then froze the server for
 * seconds (second drill, finding F8). The test runs each one against long hostile values.
 */
const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d.\s,%]+\)$/i, /^[a-z]+$/i];
const LENGTH = [/^\d{1,3}(\.\d+)?(px|pt|em|rem|%)$/];
// The same values as the earlier /^[\d.\s]+(px|em|rem|%)?[\d.\spxemr%]*$/ (a digit, dot or space, then
// any of these), so bodies stored under it keep their margins.
const BOX_LENGTHS = [/^[\d.\s][\d.\spxemr%]*$/];

export const postStyles = {
  color: COLOUR,
  'background-color': COLOUR,
  'font-size': LENGTH,
  'font-weight': [/^(normal|bold|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'font-family': [/^[\w\s,'"-]+$/],
  'text-decoration': [/^[\w\s-]+$/],
  'text-align': [/^(left|right|center|justify)$/],
  'line-height': [/^[\d.]+(px|em|rem|%)?$/],
  margin: BOX_LENGTHS,
  padding: BOX_LENGTHS,
  width: LENGTH,
  height: LENGTH,
  'max-width': LENGTH,
} satisfies Record<string, RegExp[]>;

/**
 * The longest style attribute kept. The editor writes a few declarations (well under 200 characters);
 * a longer attribute is dropped whole before its CSS is parsed, so no value of it reaches a pattern.
 */
export const MAX_STYLE_LENGTH = 2000;
