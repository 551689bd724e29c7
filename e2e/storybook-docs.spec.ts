// The built Storybook's documentation, in headless Chromium: Button's and TextField's docs pages show a
// props table whose descriptions are the props' JSDoc; the Tokens page lists every token of tokens.json
// with its value in both themes; and, in the dark theme, screenshots of the Tokens page and of Button's
// docs page go to test-results/storybook-docs/. Serves storybook-static itself (STORYBOOK_STATIC to
// point elsewhere). Not part of the main end-to-end run (*.e2e.ts):
//   pnpm build-storybook && pnpm exec playwright test -c .storybook/docs-playwright.config.ts
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import ts from 'typescript';
import { buildTokensJson, type TokensJson, tokenRows } from '../packages/ui/src/docs/tokens-json';

const repoRoot = join(import.meta.dirname, '..');
const staticDir = resolve(repoRoot, process.env.STORYBOOK_STATIC ?? 'storybook-static');
const screenshots = join(repoRoot, 'test-results', 'storybook-docs');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};

/** A static file server for the build, on 127.0.0.1 and a free port. */
async function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    if (!file.startsWith(dir + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

interface IndexEntry {
  id: string;
  title: string;
  type: 'docs' | 'story';
  importPath: string;
}

function docsId(entries: IndexEntry[], match: (entry: IndexEntry) => boolean, what: string): string {
  const entry = entries.find((candidate) => candidate.type === 'docs' && match(candidate));
  if (!entry) throw new Error(`No docs entry for ${what} in ${staticDir}/index.json`);
  return entry.id;
}

/** Each documented prop of an interface, read from its JSDoc with the TypeScript compiler API. */
function propDocs(file: string, interfaceName: string): Map<string, string> {
  const path = join(repoRoot, 'packages', 'ui', 'src', file);
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const docs = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === interfaceName) {
      for (const member of node.members) {
        if (!ts.isPropertySignature(member) && !ts.isMethodSignature(member)) continue;
        const comment = ts
          .getJSDocCommentsAndTags(member)
          .filter(ts.isJSDoc)
          .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
          .join(' ');
        if (comment) docs.set(member.name.getText(source), comment);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (docs.size === 0) throw new Error(`No documented props in ${interfaceName} (${file})`);
  return docs;
}

/** Text as the docs page shows it: Markdown code marks rendered away, whitespace collapsed. */
const shown = (text: string) => text.replace(/`/g, '').replace(/\s+/g, ' ').trim();

async function openDocs(page: Page, url: string, id: string, globals?: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(
    `${url}/iframe.html?viewMode=docs&id=${encodeURIComponent(id)}${globals ? `&globals=${globals}` : ''}`,
  );
  await expect(page.locator('.sbdocs-content').first()).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
  return errors;
}

/** Props table rows as [name, description cell text]. */
async function propsTable(page: Page): Promise<Map<string, string>> {
  const table = page.locator('table.docblock-argstable').first();
  await expect(table).toBeVisible({ timeout: 30_000 });
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [
        (tr.children[0]?.textContent ?? '').replace(/\*$/, '').trim(),
        (tr.children[1]?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ]),
    );
  return new Map(rows as [string, string][]);
}

let url = '';
let server: Server | undefined;
let entries: IndexEntry[] = [];

test.beforeAll(async () => {
  if (!existsSync(join(staticDir, 'index.json'))) {
    throw new Error(`No Storybook build at ${staticDir}: run pnpm build-storybook first.`);
  }
  entries = Object.values(JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')).entries);
  ({ url, server } = await serve(staticDir));
  mkdirSync(screenshots, { recursive: true });
});

test.afterAll(async () => {
  await new Promise((done) => server?.close(done));
});

const components = [
  {
    name: 'Button',
    file: 'components/Button/Button.tsx',
    props: 'ButtonProps',
    check: ['variant', 'tone', 'loading'],
  },
  {
    name: 'TextField',
    file: 'internal/use-field.ts',
    props: 'FieldProps',
    check: ['error', 'showCount', 'stopAtMaxLength'],
  },
];

for (const component of components) {
  test(`${component.name}'s docs page has a props table with each prop's JSDoc`, async ({ page }) => {
    const id = docsId(
      entries,
      (entry) => entry.importPath.includes(`/components/${component.name}/`),
      component.name,
    );
    const errors = await openDocs(page, url, id);
    const table = await propsTable(page);
    const jsdoc = propDocs(component.file, component.props);
    for (const prop of component.check) {
      const expected = jsdoc.get(prop);
      expect(expected, `${component.props}.${prop} has a JSDoc comment`).toBeTruthy();
      expect(table.has(prop), `the props table lists ${prop}`).toBe(true);
      expect(shown(table.get(prop) ?? '')).toContain(shown(expected ?? ''));
    }
    expect(errors).toEqual([]);
  });
}

/** The tokens the page must list: the package build's tokens.json, or the JSON its unit test pins. */
function expectedTokens(): { json: TokensJson; from: string } {
  const built = join(repoRoot, 'packages', 'ui', 'dist', 'tokens.json');
  return existsSync(built)
    ? { json: JSON.parse(readFileSync(built, 'utf8')), from: 'packages/ui/dist/tokens.json' }
    : { json: buildTokensJson(), from: 'buildTokensJson() (packages/ui/src/docs/tokens-json.ts)' };
}

test('the Tokens page lists every token with its value in both themes', async ({ page }) => {
  const { json, from } = expectedTokens();
  const expected = tokenRows(json);
  test.info().annotations.push({ type: 'tokens', description: `${expected.length} tokens from ${from}` });
  const id = docsId(entries, (entry) => entry.title === 'Foundations/Tokens', 'Foundations/Tokens');
  const errors = await openDocs(page, url, id);
  await expect(page.getByTestId('token-table')).toBeVisible();
  const listed = await page.locator('[data-testid="token-table"] tr[data-token]').evaluateAll((rows) =>
    rows.map((row) => ({
      token: row.getAttribute('data-token'),
      light: row.querySelector('[data-theme-value="light"]')?.textContent?.trim(),
      dark: row.querySelector('[data-theme-value="dark"]')?.textContent?.trim(),
    })),
  );
  expect(listed.map((row) => row.token).sort()).toEqual(expected.map((row) => row.cssVariable).sort());
  for (const token of expected) {
    expect(
      listed.find((row) => row.token === token.cssVariable),
      token.cssVariable,
    ).toEqual({
      token: token.cssVariable,
      light: token.light,
      dark: token.dark,
    });
  }
  // The contrast table has every pair, with a ratio in each theme.
  await expect(page.locator('[data-testid="contrast-table"] tbody tr')).toHaveCount(16);
  await expect(page.getByTestId('active-theme')).toContainText('Claro');
  expect(errors).toEqual([]);
});

test('in the dark theme: the Tokens page and Button’s docs page (screenshots)', async ({ page }) => {
  const tokensId = docsId(entries, (entry) => entry.title === 'Foundations/Tokens', 'Foundations/Tokens');
  const errors = await openDocs(page, url, tokensId, 'theme:dark');
  await expect(page.getByTestId('active-theme')).toContainText('Oscuro');
  await expect(page.locator('[data-docs-theme="dark"]').first()).toBeVisible();
  await page.screenshot({ path: join(screenshots, 'tokens-dark.png'), fullPage: true });

  const buttonId = docsId(entries, (entry) => entry.importPath.includes('/components/Button/'), 'Button');
  errors.push(...(await openDocs(page, url, buttonId, 'theme:dark')));
  await expect(page.locator('table.docblock-argstable').first()).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/pupitre-theme-dark/);
  await page.screenshot({ path: join(screenshots, 'button-docs-dark.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('the theme playground updates both samples live and gives the CSS', async ({ page }) => {
  const id = docsId(
    entries,
    (entry) => entry.title === 'Foundations/Taller de temas',
    'Foundations/Taller de temas',
  );
  const errors = await openDocs(page, url, id);
  const playground = page.getByTestId('theme-playground');
  await expect(playground).toBeVisible();
  await expect(page.getByTestId('playground-css')).toContainText('Todavía nada que cambiar');

  await playground.getByLabel('Color primario en hexadecimal').fill('#8a1c2b');
  const light = playground.locator('[data-sample-theme="light"]');
  const dark = playground.locator('[data-sample-theme="dark"]');
  await expect(light).toHaveAttribute('style', /--pupitre-color-primary:\s*#8a1c2b/);
  await expect(dark).toHaveAttribute('style', /--pupitre-color-primary:\s*#/);
  // The override reaches the sample's button, and nothing outside the samples.
  const sampleButton = light.getByRole('button', { name: 'Suscribirme' });
  await expect(sampleButton).toHaveCSS('background-color', 'rgb(138, 28, 43)');
  const pagePrimary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--pupitre-color-primary').trim(),
  );
  expect(pagePrimary).not.toBe('#8a1c2b');

  const css = page.getByTestId('playground-css');
  await expect(css).toContainText(':root, .pupitre-theme-light {');
  await expect(css).toContainText('--pupitre-color-primary: #8a1c2b;');
  await expect(css).toContainText(':root.pupitre-theme-dark, .pupitre-theme-dark {');
  await page.screenshot({ path: join(screenshots, 'theme-playground.png'), fullPage: true });
  expect(errors).toEqual([]);
});
