// The files a browser fetches to show a page on first load, read from Vite's build manifest: the
// entry (index.html) and what it imports statically, plus the page's chunk and its static imports.
// Chunks loaded later on demand (dynamic imports) are not part of a first load.

function closure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

/** { js: string[], css: string[] } of file paths inside the build folder. */
export function firstLoadFiles(manifest, pageModule) {
  if (!manifest[pageModule]) throw new Error(`${pageModule} is not in the build manifest`);
  const keys = new Set();
  for (const key of Object.keys(manifest)) if (manifest[key].isEntry) closure(manifest, key, keys);
  closure(manifest, pageModule, keys);
  const js = [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
  return { js, css };
}
