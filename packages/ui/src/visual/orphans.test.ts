import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  baselineName,
  captureOf,
  combineTags,
  storybookDefaultTags,
  storyFileTitle,
  visualThemes,
} from './visual-rules';

/*
 * Every approved picture in __screenshots__ belongs to a story × theme the visual suite still takes,
 * and every story it takes has its pictures. The stories are read from source with the TypeScript
 * compiler (no browser): their export names and tags, with the suite's own rules (visual-rules.ts).
 */

const src = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(src, '..', '..', '..');
const screenshots = fileURLToPath(new URL('./__screenshots__', import.meta.url));
/** Vitest's folder for the pictures of stories.visual.browser.test.tsx. */
const suiteFolder = 'stories.visual.browser.test.tsx';

interface StoryExport {
  name: string;
  tags: string[];
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isSatisfiesExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isParenthesizedExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function fail(file: ts.SourceFile, node: ts.Node, message: string): never {
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  throw new Error(`${file.fileName}:${line + 1}: ${message}`);
}

/** The string literals of a `tags: [...]` array (Storybook itself only reads literals there). */
function literalTags(file: ts.SourceFile, node: ts.Expression): string[] {
  const array = unwrap(node);
  if (!ts.isArrayLiteralExpression(array)) fail(file, node, 'tags must be an array of string literals');
  return array.elements.map((element) =>
    ts.isStringLiteralLike(element) ? element.text : fail(file, element, 'tags must be string literals'),
  );
}

/** A story or meta object's own tags, following `...OtherStory` spreads of the same file. */
function objectTags(
  file: ts.SourceFile,
  node: ts.Expression | undefined,
  consts: Map<string, ts.Expression>,
  seen = new Set<string>(),
): string[] | undefined {
  if (!node) return undefined;
  const value = unwrap(node);
  if (ts.isIdentifier(value)) {
    if (seen.has(value.text)) fail(file, value, `${value.text} refers to itself`);
    return objectTags(file, consts.get(value.text), consts, new Set([...seen, value.text]));
  }
  if (!ts.isObjectLiteralExpression(value)) return undefined; // a function story: no tags of its own
  let tags: string[] | undefined;
  for (const property of value.properties) {
    if (ts.isSpreadAssignment(property)) {
      tags = objectTags(file, property.expression, consts, seen) ?? tags;
    } else if (ts.isPropertyAssignment(property) && property.name.getText(file) === 'tags') {
      tags = literalTags(file, property.initializer);
    } else if (ts.isShorthandPropertyAssignment(property) && property.name.text === 'tags') {
      fail(file, property, 'tags must be written out');
    }
  }
  return tags;
}

function isExported(statement: ts.Statement): boolean {
  return (
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ?? false)
  );
}

/**
 * The default export's tags and the named exports (every one a story, as composeStories takes them).
 * For .storybook/preview.tsx (`stories: false`), only the default export's tags.
 */
function readStoriesFile(
  path: string,
  { stories = true } = {},
): { metaTags: string[]; stories: StoryExport[] } {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const consts = new Map<string, ts.Expression>();
  const exported: string[] = [];
  let meta: ts.Expression | undefined;
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) {
          if (stories && isExported(statement))
            fail(file, declaration, 'destructured story exports are not read');
          continue;
        }
        if (declaration.initializer) consts.set(declaration.name.text, declaration.initializer);
        if (isExported(statement)) exported.push(declaration.name.text);
      }
    } else if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      meta = statement.expression;
    } else if (
      stories &&
      (ts.isExportDeclaration(statement) || (ts.isFunctionDeclaration(statement) && isExported(statement)))
    ) {
      fail(file, statement, 'stories must be exported as `export const Name = …`');
    }
  }
  if (!meta) fail(file, file, 'no default export (meta)');
  const metaObject = unwrap(
    ts.isIdentifier(unwrap(meta)) ? (consts.get(unwrap(meta).getText(file)) ?? meta) : meta,
  );
  if (
    ts.isObjectLiteralExpression(metaObject) &&
    metaObject.properties.some((p) => /^(include|exclude)Stories$/.test(p.name?.getText(file) ?? ''))
  ) {
    fail(file, metaObject, 'includeStories/excludeStories are not read here: use tags (visual-rules.ts)');
  }
  return {
    metaTags: objectTags(file, meta, consts) ?? [],
    stories: stories
      ? exported.map((name) => ({ name, tags: objectTags(file, consts.get(name), consts) ?? [] }))
      : [],
  };
}

function filesUnder(folder: string, suffix: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith(suffix) && !path.split(sep).includes('node_modules'))
    .map((path) => join(folder, path))
    .sort();
}

/** The pictures the suite takes, by name (as in stories.visual.browser.test.tsx). */
function expectedPictures(): Set<string> {
  const preview = readStoriesFile(join(repoRoot, '.storybook', 'preview.tsx'), { stories: false });
  const names = new Set<string>();
  // The suite's glob: '../**/*.stories.tsx' from src/visual, i.e. every .stories.tsx under src.
  for (const path of filesUnder(src, '.stories.tsx')) {
    const title = storyFileTitle(relative(src, path).split(sep).join('/'));
    const { metaTags, stories } = readStoriesFile(path);
    for (const story of stories) {
      const tags = combineTags(storybookDefaultTags, preview.metaTags, metaTags, story.tags);
      if (captureOf(tags) === 'skip') continue;
      for (const theme of visualThemes) names.add(baselineName(title, story.name, theme));
    }
  }
  return names;
}

/** Approved pictures: `<name>-<browser>-<platform>.png` in the suite's folder; anything else is stray. */
function approvedPictures(): { byName: Map<string, string[]>; stray: string[] } {
  const byName = new Map<string, string[]>();
  const stray: string[] = [];
  for (const path of filesUnder(screenshots, '.png')) {
    const [folder, fileName, ...deeper] = relative(screenshots, path).split(sep);
    const match = /^(.+)-chromium-[a-z0-9]+\.png$/.exec(fileName ?? '');
    if (folder !== suiteFolder || deeper.length > 0 || !match?.[1]) {
      stray.push(relative(src, path));
      continue;
    }
    byName.set(match[1], [...(byName.get(match[1]) ?? []), relative(src, path)]);
  }
  return { byName, stray };
}

describe('visual baselines', () => {
  const expected = expectedPictures();
  const { byName, stray } = approvedPictures();

  it('reads the stories (sanity)', () => {
    expect(expected.size).toBeGreaterThan(100);
  });

  it('has no picture left from a story or theme the suite no longer takes', () => {
    const orphans = [
      ...stray,
      ...[...byName].filter(([name]) => !expected.has(name)).flatMap(([, paths]) => paths),
    ].sort();
    expect(orphans, 'delete these pictures (or restore their stories)').toEqual([]);
  });

  it('has a picture for every story and theme the suite takes', () => {
    const missing = [...expected].filter((name) => !byName.has(name)).sort();
    expect(missing, 'approve them: pnpm test:visual:approve -t "<story name>"').toEqual([]);
  });
});
