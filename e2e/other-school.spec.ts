// Another school's site on the packed @pupitre/ui (examples/other-school), built and served by Vite's
// preview server: its colour, corners and font in the light, dark and system themes, its es-AR copy,
// its router, and nothing of Pupitre's for a reader to see or follow. Not part of the main end-to-end
// run (*.e2e.ts): `node examples/other-school/scripts/install-from-tarball.mjs`, then
// `pnpm exec playwright test -c examples/other-school/playwright.config.ts`.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';

const example = join(import.meta.dirname, '..', 'examples', 'other-school');
type Theme = 'light' | 'dark';

/** A custom property's value in the first rule whose selector is exactly `selector`. */
function declared(css: string, selector: string, property: string): string {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = new RegExp(`(?:^|[{};])\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(plain)?.[1];
  const value = block && new RegExp(`${property}:\\s*([^;]+);`).exec(block)?.[1]?.trim();
  if (!value) throw new Error(`No ${property} for ${selector}`);
  return value;
}
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
const withoutQuotes = (fontFamily: string) => fontFamily.replace(/["']/g, '').replace(/\s*,\s*/g, ',');

// What the example's brand.css sets, each checked to differ from Pupitre's own token.
const brandCss = readFileSync(join(example, 'src', 'brand.css'), 'utf8');
const pupitreCss = readFileSync(
  join(example, 'node_modules', '@pupitre', 'ui', 'dist', 'tokens.css'),
  'utf8',
);
const selectors: Record<Theme, string> = { light: ':root', dark: ':root.pupitre-theme-dark' };
const pupitreSelectors: Record<Theme, string> = {
  light: ':root, .pupitre-theme-light',
  dark: ':root.pupitre-theme-dark, .pupitre-theme-dark',
};
const expected = {
  primary: (theme: Theme) => rgb(declared(brandCss, selectors[theme], '--pupitre-color-primary')),
  radius: declared(brandCss, ':root', '--pupitre-radius-lg'),
  font: declared(brandCss, ':root', '--pupitre-font-body'),
};
const pupitre = {
  primary: (theme: Theme) => rgb(declared(pupitreCss, pupitreSelectors[theme], '--pupitre-color-primary')),
  radius: declared(pupitreCss, pupitreSelectors.light, '--pupitre-radius-lg'),
  font: declared(pupitreCss, pupitreSelectors.light, '--pupitre-font-body'),
};

let server: ChildProcess | undefined;
let origin = '';

test.beforeAll(async () => {
  if (!existsSync(join(example, 'dist', 'index.html')))
    throw new Error('Build the example first: node examples/other-school/scripts/install-from-tarball.mjs');
  const vite = join(example, 'node_modules', 'vite', 'bin', 'vite.js');
  const { FORCE_COLOR: _, ...env } = process.env; // plain output, so the URL can be read
  const preview = spawn(
    process.execPath,
    [vite, 'preview', '--host', '127.0.0.1', '--port', '0', '--strictPort'],
    {
      cwd: example,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...env, NO_COLOR: '1' },
    },
  );
  server = preview;
  origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    preview.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    preview.once('exit', (code) => reject(new Error(`vite preview exited (${code}):\n${output}`)));
  });
});

test.afterAll(() => {
  server?.kill();
});

// Console errors, failed scripts and requests to any other host (a font CDN, Pupitre's site) fail.
const problems: string[] = [];
test.beforeEach(({ page }) => {
  problems.length = 0;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:'))
      problems.push(`request to ${request.url()}`);
  });
});
test.afterEach(() => {
  expect(problems).toEqual([]);
});

async function expectBrand(page: Page, theme: Theme) {
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\bpupitre-theme-${theme}\\b`));
  expect(expected.primary(theme)).not.toBe(pupitre.primary(theme));
  await expect(page.getByRole('button', { name: 'Anotate' })).toHaveCSS(
    'background-color',
    expected.primary(theme),
  );
  expect(expected.radius).not.toBe(pupitre.radius);
  await expect(page.getByRole('region', { name: 'Inscripciones 2026' })).toHaveCSS(
    'border-radius',
    expected.radius,
  );
  expect(withoutQuotes(expected.font)).not.toBe(withoutQuotes(pupitre.font));
  const bodyFont = await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
  expect(withoutQuotes(bodyFont)).toBe(withoutQuotes(expected.font));
}

/** Text, title and every attribute but class and style (href, src, alt, aria-label…) that say Pupitre. */
async function pupitreMentions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const text = `${document.title}\n${document.body.textContent ?? ''}`;
    const mention = /.{0,40}pupitre.{0,40}/i.exec(text);
    if (mention) found.push(`text: ${mention[0]}`);
    for (const element of document.querySelectorAll('*'))
      for (const attribute of element.attributes)
        if (attribute.name !== 'class' && attribute.name !== 'style' && /pupitre/i.test(attribute.value))
          found.push(`<${element.localName} ${attribute.name}="${attribute.value}">`);
    return found;
  });
}

const themeSwitch = (page: Page) => page.getByRole('combobox', { name: 'Tema' });

test('light: the chosen theme wins over a dark system, and stays after a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(origin);
  await themeSwitch(page).selectOption({ label: 'Claro' });
  await expectBrand(page, 'light');
  await page.reload();
  await expect(themeSwitch(page)).toHaveValue('light');
  await expectBrand(page, 'light');
});

test('dark: the chosen theme wins over a light system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(origin);
  await themeSwitch(page).selectOption({ label: 'Oscuro' });
  await expectBrand(page, 'dark');
  await page.reload();
  await expect(themeSwitch(page)).toHaveValue('dark');
  await expectBrand(page, 'dark');
});

test('system (the default): follows prefers-color-scheme, live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(origin);
  await expect(themeSwitch(page)).toHaveValue('system');
  await expectBrand(page, 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expectBrand(page, 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectBrand(page, 'dark');
});

test('es-AR copy, our router, and no Pupitre in text or links', async ({ page }) => {
  await page.goto(origin);
  const year = new Date().getFullYear();
  await expect(page.getByText(`© ${year} Escuela Normal Aguaribay · Mendoza, Argentina`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Seguinos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tu cuenta' })).toBeVisible();
  await expect(page.getByText('Sin foto')).toBeVisible();
  await expect(page.getByText('Todos los derechos reservados')).toHaveCount(0);

  await page.getByRole('button', { name: 'Ver requisitos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Requisitos de inscripción' });
  await expect(dialog.getByRole('button', { name: 'Cerrá la ventana' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Anotate' }).click();
  const toast = page.getByRole('listitem').filter({ hasText: '¡Listo! Ya estás en la lista.' });
  await expect(toast.getByRole('button', { name: 'Cerrá el aviso' })).toBeVisible();

  await page.getByRole('tab', { name: 'Profesorado' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Profesorado de Educación Primaria e Inicial');
  expect(await pupitreMentions(page)).toEqual([]);

  // The header's links go through React Router: no page load.
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await page
    .getByRole('navigation', { name: 'Secciones de la escuela' })
    .getByRole('link', { name: 'Institucional' })
    .click();
  await expect(page).toHaveURL(`${origin}/institucional`);
  await expect(page.getByRole('heading', { level: 1, name: 'Institucional' })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.getByRole('button', { name: '¿Hay que pagar cuota?' }).click();
  await expect(page.getByText('Somos una escuela pública y gratuita')).toBeVisible();
  expect(await pupitreMentions(page)).toEqual([]);

  await page.goto(`${origin}/novedades/2`);
  await expect(page.getByRole('heading', { level: 1, name: 'Acto del 25 de Mayo' })).toBeVisible();
  expect(await pupitreMentions(page)).toEqual([]);
});

test('the toast region is named in our Spanish', async ({ page }) => {
  await page.goto(origin);
  await page.getByRole('button', { name: 'Anotate' }).click();
  await expect(page.getByText('¡Listo! Ya estás en la lista.', { exact: true })).toBeVisible();
  // The region F8 jumps to (Radix keeps it out of sight until it holds focus) carries our words.
  await expect(page.getByRole('region', { name: 'Avisos (F8)' })).toBeAttached();
});
