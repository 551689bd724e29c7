#!/usr/bin/env node
// Fails when a component of @pupitre/ui hard-codes user-visible copy instead of reading it from the
// dictionary (packages/ui/src/messages, `useMessages()`) or from a prop. Issue 28, item 6.
// Usage: node scripts/check-ui-copy.mjs [folder]   (packages/ui/src/components by default)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const repoRoot = join(import.meta.dirname, '..');
const scanRoot = process.argv[2] ?? join(repoRoot, 'packages', 'ui', 'src', 'components');

/** Stories, their helpers and sample data, and tests hold example content, not the product's copy. */
const skippedFile = /\.stories\.tsx$|\.test\.tsx?$|story-|story-helpers|story-data|demo-/;

/**
 * Attributes (and object keys) whose value is read or shown to the user: the ARIA names and texts, title,
 * alt, placeholder, label, and any prop named like one (`confirmLabel`, `emptyMessage`, `emailPlaceholder`,
 * `customHint`...).
 */
const visibleAttribute = (name) =>
  /^(aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|title|alt|placeholder|label)$/.test(
    name,
  ) || /(Label|Text|Title|Message|Description|Placeholder|Hint)$/.test(name);

/**
 * The allowlist: attributes, object keys and defaulted parameters whose strings are never copy, so rule 3
 * does not read them: class names and styles (className, style), addresses (href, src, srcSet, action,
 * sizes), markup plumbing (id and any `...Id`, htmlFor, key, type, role, rel, target, sandbox, allow,
 * inputMode, autoComplete, lang, dir), file-input filters (accept: MIME types and extensions), SVG
 * geometry (d, viewBox, points, transform) and `data-*` hooks.
 */
const nonCopyName =
  /^(className|class|style|href|src|srcSet|sizes|action|id|\w+Id|htmlFor|key|type|role|rel|target|sandbox|allow|inputMode|autoComplete|lang|dir|d|viewBox|points|transform|accept|data-[\w-]+)$/;

/**
 * The allowlist for values that are not copy whatever their place: URLs and paths, MIME types, CSS
 * values and selectors (digits with units, functions such as var() or rgb()), regular-expression
 * sources. None of them is a sentence, so a Spanish word in one of them is a coincidence.
 */
const nonCopyValue = [
  /^(https?:\/\/|mailto:|tel:|\/|#|\.\/|\.\.\/)\S*$/, // URLs, paths and fragments
  /^[a-z]+\/[\w.+-]+$/, // MIME types
  /\b(var|rgba?|hsla?|calc|url|translate\w*)\(/, // CSS functions
];

/** Common Spanish words of the product's copy (lower case, accents kept); a token among them is copy. */
const spanishWords = new Set(
  `de del la las el los un una unos unas en con sin para por al tu tus su sus mi mis se que es este esta
  esto estas estos aquí hay más ya muy aún todo toda todos todas otra otro nuevo nueva sobre desde hasta
  cuando como abrir cerrar buscar buscando guardar guardando cancelar enviar publicar publicando eliminar
  eliminando editar borrar cargar cargando volver cambiar quitar añadir subir subiendo insertar aplicar
  mostrar ocultar elegir seleccionar iniciar registrarse restaurar restaurando reintentar reintentando
  continuar ir leer ver escribe comparte suscribirme suscribiendo suscríbete activar pausar reanudar
  limpiar filtrar ordenar importar exportar procesando convirtiendo minimizar intenta inténtalo
  imagen foto menú página paginación publicación publicaciones publicado publicada publicadas borrador
  borradores comentario comentarios cuenta sesión correo mensaje enlace enlaces archivo archivos color
  colores tamaño tamaños categoría categorías noticia noticias versión versiones contenido contraseña
  búsqueda perfil usuario administrador estado rol contacto tema notificación notificaciones asistente
  artículos artículo autor desconocido recientes antiguos siguiente anterior principal ruta navegación
  redes sociales derechos reservados resumen título historial portada vista previa código modo rojo verde
  azul total miembro error aviso gracias sí`.split(/\s+/),
);

const lettersOf = (text) => text.replace(/\\[a-zA-Z]/g, ''); // regex escapes such as \s are not words
const hasLetter = (text) => /\p{L}/u.test(lettersOf(text));
const spanishMarks = /[áéíóúüñÁÉÍÓÚÜÑ¿¡]/;
const tokens = (text) =>
  text
    .split(/\s+/)
    .map((token) => token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').toLowerCase())
    .filter((token) => /^\p{L}+$/u.test(token));

/** Rule 3: a literal that reads as Spanish copy. `isDefault`: a default value, where one word is copy. */
function looksSpanish(text, { isDefault }) {
  if (!hasLetter(text) || nonCopyValue.some((pattern) => pattern.test(text.trim()))) return false;
  if (spanishMarks.test(text)) return true;
  const words = tokens(text);
  if (!words.some((word) => spanishWords.has(word))) return false;
  return words.length > 1 || /^\s*\p{Lu}/u.test(text) || isDefault;
}

const isLiteral = (node) =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateHead(node) ||
  ts.isTemplateMiddle(node) ||
  ts.isTemplateTail(node);

/** Places where a literal is a key or a type, never text: `import`, types, keys, comparisons. */
function isStructural(node) {
  const parent = node.parent;
  if (!parent) return true;
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent)
  )
    return true;
  if (ts.isLiteralTypeNode(parent)) return true;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isCaseClause(parent)) return true;
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind;
    if (
      op === ts.SyntaxKind.EqualsEqualsEqualsToken ||
      op === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
      op === ts.SyntaxKind.EqualsEqualsToken ||
      op === ts.SyntaxKind.ExclamationEqualsToken ||
      op === ts.SyntaxKind.InKeyword
    )
      return true;
  }
  // import('./x') and require('./x')
  if (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
  return false;
}

/** The JSX attribute or object property a literal is the value of (through ?:, ??, || and templates). */
function owner(node) {
  let current = node.parent;
  while (current) {
    if (ts.isJsxAttribute(current)) return { kind: 'attribute', name: current.name.getText() };
    if (ts.isPropertyAssignment(current)) return { kind: 'property', name: current.name.getText() };
    if (
      ts.isJsxExpression(current) ||
      ts.isConditionalExpression(current) ||
      ts.isBinaryExpression(current) ||
      ts.isParenthesizedExpression(current) ||
      ts.isTemplateExpression(current) ||
      ts.isTemplateSpan(current) ||
      ts.isAsExpression(current)
    ) {
      current = current.parent;
      continue;
    }
    return null;
  }
  return null;
}

/** The name a literal is the default (or initial) value of: `label = '...'`, `const hint = '...'`. */
function defaultedName(node) {
  const parent = node.parent;
  const declares = ts.isParameter(parent) || ts.isBindingElement(parent) || ts.isVariableDeclaration(parent);
  return declares && parent.initializer === node ? parent.name.getText() : null;
}

function check(file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings = [];
  const report = (node, rule, text) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    findings.push(`${relative(repoRoot, file)}:${line + 1}  [${rule}] ${JSON.stringify(text.trim())}`);
  };
  const visit = (node) => {
    if (ts.isJsxText(node)) {
      if (hasLetter(node.text)) report(node, 'jsx-text', node.text);
    } else if (isLiteral(node) && !isStructural(node)) {
      const text = node.text;
      const place = owner(node);
      const defaulted = defaultedName(node);
      const nonCopy = nonCopyName.test(place?.name ?? defaulted ?? '');
      if (place && visibleAttribute(place.name) && hasLetter(text)) {
        report(node, place.kind === 'attribute' ? 'visible-attribute' : 'visible-property', text);
      } else if (!nonCopy && looksSpanish(text, { isDefault: defaulted !== null })) {
        report(node, 'spanish-literal', text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !skippedFile.test(entry.name))
      yield path;
  }
}

const findings = [...sourceFiles(scanRoot)].flatMap(check);
if (findings.length > 0) {
  console.error(findings.join('\n'));
  console.error(
    `\n${findings.length} hard-coded user-visible string(s) in ${relative(repoRoot, scanRoot) || scanRoot}: ` +
      'read them from useMessages() (packages/ui/src/messages) or take them from a prop.',
  );
  process.exit(1);
}
console.log(`check-ui-copy: no hard-coded copy in ${relative(repoRoot, scanRoot) || scanRoot}.`);
