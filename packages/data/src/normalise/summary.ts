export const SUMMARY_PREVIEW_LENGTH = 120;
export const FALLBACK_SUMMARY_LENGTH = 150;

export const SUMMARY_FULL_DOCUMENT = 'Contenido HTML (vista previa no disponible)';
export const SUMMARY_CODE = 'Este contenido parece ser código (vista previa no disponible)';
export const SUMMARY_EMPTY = 'Sin contenido disponible...';

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Text of an HTML fragment: style and script blocks dropped, tags removed, entities and spaces tidied. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

function isFullDocument(content: string): boolean {
  return /^\s*<!doctype/i.test(content) || /<html[\s>]/i.test(content);
}

/** Code-like: several lines that read as program source (keywords, braces, statement endings). */
function looksLikeCode(text: string): boolean {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const codeLines = lines.filter((line) =>
    /^\s*(import|export|const|let|var|function|class|def|return|if|for|while)\b|[{};]\s*$|=>/.test(line),
  );
  return lines.length >= 2 && codeLines.length / lines.length >= 0.5;
}

/** Cuts at a word boundary so no word is split, and marks the cut with '...'. */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}...`;
}

/** The card summary when a post has no Resumen (spec reading-area §5). */
export function summaryFromContent(content: string | null | undefined): string {
  const raw = content ?? '';
  if (raw.trim() === '') return SUMMARY_EMPTY;
  if (isFullDocument(raw)) return SUMMARY_FULL_DOCUMENT;
  if (!/<[a-z][^>]*>/i.test(raw) && looksLikeCode(raw)) return SUMMARY_CODE;
  const text = stripHtml(raw);
  if (text === '') return SUMMARY_EMPTY;
  return truncateAtWord(text, SUMMARY_PREVIEW_LENGTH);
}
