#!/usr/bin/env node
// The server render check: loads the `vite build --ssr` bundle in plain Node, renders pages to strings
// and checks them: our brand and our Spanish, nothing of Pupitre's, and every class that has a rule
// (in the package's CSS or ours) has it in the client build's CSS. Run after `npm run build`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const example = join(import.meta.dirname, '..');
const { render } = await import(join(example, 'dist-ssr', 'entry-server.js'));

const cssUnder = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
const hasRule = (css, name) => new RegExp(`\\.${name}(?![\\w-])`).test(css);
const built = cssUnder(join(example, 'dist', 'assets'));
// A class without a rule in either (an empty recipe variant, such as PageLayout's width 'full') needs none.
const source =
  cssUnder(join(example, 'node_modules', '@pupitre', 'ui', 'dist')) + cssUnder(join(example, 'src'));

const year = new Date().getFullYear();
const pages = {
  '/': [
    'Inscripciones 2026',
    'Anotate',
    'Sin foto',
    `© ${year} Escuela Normal Aguaribay · Mendoza, Argentina`,
    'aria-label="Seguinos"',
    'aria-label="Tu cuenta"',
  ],
  '/institucional': ['Preguntas frecuentes', '¿Hay que pagar cuota?', 'aria-current="page"'],
  '/novedades/2': ['Acto del 25 de Mayo', 'Volver al inicio'],
};

const problems = [];
for (const [url, expected] of Object.entries(pages)) {
  const html = render(url);
  for (const text of expected) if (!html.includes(text)) problems.push(`${url}: no ${JSON.stringify(text)}`);
  // Pupitre's name may be in class names (pupitre-theme-*), nowhere a reader can see or follow.
  const visible = html.replace(/ class="[^"]*"/g, '');
  const mention = /.{0,60}pupitre.{0,60}/i.exec(visible);
  if (mention) problems.push(`${url}: mentions Pupitre: …${mention[0]}…`);
  if (html.includes('Todos los derechos reservados')) problems.push(`${url}: Pupitre's own footer copy`);
  const classes = new Set([...html.matchAll(/ class="([^"]+)"/g)].flatMap((match) => match[1].split(/\s+/)));
  const styled = [...classes].filter((name) => hasRule(source, name));
  const lost = styled.filter((name) => !hasRule(built, name));
  if (lost.length > 0)
    problems.push(`${url}: classes without their CSS in the client build: ${lost.join(' ')}`);
  console.log(
    `${url}: ${html.length} characters of HTML, ${styled.length} of its ${classes.size} classes styled`,
  );
}

if (problems.length > 0) {
  console.error(`Server render check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Server render: our brand and copy, no Pupitre, every styled class has its CSS in the build.');
