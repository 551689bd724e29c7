/** The text itself, or null when it is missing or only whitespace (the API may send '' for "none"). */
export function textOrNull(value: string | null | undefined): string | null {
  return value != null && value.trim() !== '' ? value : null;
}
