import type { FoundArticle } from './find-passages';
import { closed } from './sentences';

export interface ChatSource {
  id: number;
  titulo: string;
}

export const NOTHING_FOUND =
  'No encontré un artículo de Pupitre sobre ese tema. Prueba con otras palabras, por ejemplo "técnicas de estudio" o "evaluación", o explora el blog en /blog.';

const reference = (article: ChatSource) => `«${article.titulo}» (/blog/${article.id})`;

/** "«A» (/blog/1)", "«A» (/blog/1) y «B» (/blog/2)". */
function listed(articles: ChatSource[]): string {
  const references = articles.map(reference);
  const last = references.pop() ?? '';
  return references.length ? `${references.join(', ')} y ${last}` : last;
}

/** The answer: its sentences as one paragraph, then where to read more, every article as a site path. */
export function composeAnswer(sentences: string[], sources: ChatSource[]): string {
  const [first, ...others] = sources;
  if (!first) return NOTHING_FOUND;
  const reading = [`Lo explicamos con más detalle en ${reference(first)}.`];
  if (others.length) {
    reading.push(`También te ${others.length > 1 ? 'pueden' : 'puede'} servir ${listed(others)}.`);
  }
  const paragraphs = sentences.length ? [sentences.map(closed).join(' ')] : [];
  return [...paragraphs, reading.join(' ')].join('\n\n');
}

/** The articles worth naming: the best, and the others scoring at least `share` of it. */
export function relevantSources(articles: FoundArticle[], share: number): ChatSource[] {
  const best = articles[0]?.score ?? 0;
  return articles
    .filter((article, index) => index === 0 || article.score >= best * share)
    .map(({ id, titulo }) => ({ id, titulo }));
}
