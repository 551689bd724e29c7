import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

const require = createRequire(import.meta.url);

// The protocol's own schema of a <urlset>, as the `sitemap` package ships it; the index's is ours.
const urlsetSchema: XMLFileInfo = {
  fileName: 'sitemap.xsd',
  contents: readFileSync(
    join(dirname(require.resolve('sitemap/package.json')), 'schema/sitemap.xsd'),
    'utf8',
  ),
};
const indexSchema: XMLFileInfo = {
  fileName: 'siteindex.xsd',
  contents: readFileSync(new URL('./siteindex.xsd', import.meta.url), 'utf8'),
};

/**
 * The schema errors of a sitemap or sitemap index (libxml2's xmllint, compiled to WebAssembly); none
 * when it is valid. A document of another root is checked against the urlset schema, and fails.
 */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const isIndex = /<sitemapindex[\s>]/.test(xml.slice(0, 500));
  const result = await validateXML({
    xml: { fileName: isIndex ? 'sitemap-index.xml' : 'sitemap.xml', contents: xml },
    schema: isIndex ? indexSchema : urlsetSchema,
    preload: isIndex ? urlsetSchema : null,
    // A full child is about 1 MB; xmllint holds it parsed with the schema.
    maxMemoryPages: 4096,
  });
  if (result.valid) return [];
  const errors = result.errors.map((error) => error.rawMessage);
  return errors.length ? errors : [result.rawOutput || 'invalid, with no message'];
}
