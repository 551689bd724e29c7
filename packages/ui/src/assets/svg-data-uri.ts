/** An inline SVG as an image URL, so fallback pictures ship inside the bundle and need no network. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s*\n\s*/g, ' ').trim())}`;
}
