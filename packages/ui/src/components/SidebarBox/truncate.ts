/** Spec §9 limits for the post sidebar. */
export const SIDEBAR_TITLE_MAX = 45;
export const SIDEBAR_DESCRIPTION_MAX = 50;

/** Cuts `text` to `max` characters and adds '...'; shorter text comes back unchanged. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}
