import type { FoundArticle } from './rank-articles';

export interface ChatSource {
  id: number;
  titulo: string;
}

const MAX_SEARCH_TERM = 100;

/** How an answer names an article: the chat shows the title as the link to the path. */
export const reference = (article: ChatSource) => `«${article.titulo}» (/blog/${article.id})`;

/** "«A» (/blog/1)", "«A» (/blog/1) y «B» (/blog/2)". */
function listed(articles: ChatSource[]): string {
  const references = articles.map(reference);
  const last = references.pop() ?? '';
  return references.length ? `${references.join(', ')} y ${last}` : last;
}

/** The question as a search term: without its question marks, cut at a word. */
export function searchTerm(question: string): string {
  const term = question
    .replace(/[¿?¡!«»"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return term.length <= MAX_SEARCH_TERM ? term : term.slice(0, MAX_SEARCH_TERM).replace(/\s+\S*$/, '');
}

/** No article fits: say so, and offer the blog's search with the question as its term. */
export function nothingFound(question: string): string {
  const term = searchTerm(question);
  const search = term ? `/blog?${new URLSearchParams({ q: term })}` : '/blog';
  return (
    'No encontré un artículo de Pupitre sobre ese tema. ' +
    `Puedes buscarlo en el blog: «Buscar "${term}"» (${search}).`
  );
}

/** The answer: its sentences as one paragraph, then where to read more. */
export function composeAnswer(sentences: string[], sources: ChatSource[]): string {
  const [first, ...others] = sources;
  if (!first) return '';
  const reading = [`Lo explicamos con más detalle en ${reference(first)}.`];
  if (others.length) {
    reading.push(`También te ${others.length > 1 ? 'pueden' : 'puede'} servir ${listed(others)}.`);
  }
  const closed = sentences.map((sentence) => (/[.!?…»"]$/.test(sentence) ? sentence : `${sentence}.`));
  const paragraphs = closed.length ? [closed.join(' ')] : [];
  return [...paragraphs, reading.join(' ')].join('\n\n');
}

/** The articles worth naming: the best, and the others scoring at least `share` of it. */
export function relevantSources(articles: FoundArticle[], share: number): ChatSource[] {
  const best = articles[0]?.score ?? 0;
  return articles
    .filter((article, index) => index === 0 || article.score >= best * share)
    .map(({ id, titulo }) => ({ id, titulo }));
}
