/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/** A chunk and every chunk it imports statically, as manifest keys. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen);
  return seen;
}

/**
 * The links a server-rendered page needs beside what index.html already links for the entry: its
 * stylesheets (or the page would show unstyled until its chunk loads) and a preload of its chunks.
 */
export function pageAssetLinks(manifest: Manifest, module: string): string {
  if (!manifest[module]) throw new Error(`${module} is not in the site's build manifest`);
  const entry = new Set<string>();
  for (const key of Object.keys(manifest)) if (manifest[key]?.isEntry) closure(manifest, key, entry);
  const own = [...closure(manifest, module)].filter((key) => !entry.has(key));
  const entryStyles = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  const styles = new Set(
    own.flatMap((key) => manifest[key]?.css ?? []).filter((css) => !entryStyles.has(css)),
  );
  return [
    ...[...styles].map((css) => `<link rel="stylesheet" href="/${css}">`),
    ...own.map((key) => `<link rel="modulepreload" href="/${manifest[key]?.file}">`),
  ].join('\n    ');
}
