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

export interface PageAssets {
  /** Its stylesheets' links, for the head: the page would show unstyled until its chunk loads. */
  styles: string;
  /** Its chunks' URLs, loaded beside the entry's. */
  scripts: string[];
}

/** What a server-rendered page needs beside what index.html already brings for the entry. */
export function pageAssets(manifest: Manifest, module: string): PageAssets {
  if (!manifest[module]) throw new Error(`${module} is not in the site's build manifest`);
  const entry = new Set<string>();
  for (const key of Object.keys(manifest)) if (manifest[key]?.isEntry) closure(manifest, key, entry);
  const own = [...closure(manifest, module)].filter((key) => !entry.has(key));
  const entryStyles = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  const styles = new Set(
    own.flatMap((key) => manifest[key]?.css ?? []).filter((css) => !entryStyles.has(css)),
  );
  return {
    styles: [...styles].map((css) => `<link rel="stylesheet" href="/${css}">`).join('\n    '),
    scripts: own.map((key) => `/${manifest[key]?.file}`),
  };
}
