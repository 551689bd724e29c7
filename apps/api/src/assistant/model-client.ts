import { truncateAtWord } from '@pupitre/data';
import type { FoundArticle } from './rank-articles';

export interface ModelSettings {
  provider: 'anthropic' | 'openai-compatible';
  apiKey: string;
  model: string;
  baseUrl?: string;
  timeoutMs?: number;
}

const SYSTEM_PROMPT =
  'Eres el asistente de Pupitre, un blog educativo en español para docentes y estudiantes. ' +
  'Responde en español, con amabilidad, en uno a tres párrafos breves. Basa tu respuesta solo en los ' +
  'artículos proporcionados y enlázalos con su ruta /blog/{id}. Si no hay artículos relevantes, dilo y ' +
  'sugiere explorar /blog.';

const SECTIONS_PER_ARTICLE = 2;
const CHARS_PER_ARTICLE = 1200;

/** The retrieved articles' best sections: what grounds the model's answer. */
function context(articles: FoundArticle[]): string {
  if (articles.length === 0) return 'No hay artículos relevantes.';
  return articles
    .map((article) => {
      const sections = article.passages
        .slice(0, SECTIONS_PER_ARTICLE)
        .map((section) => (section.encabezado ? `${section.encabezado}\n${section.texto}` : section.texto))
        .join('\n\n');
      return `Artículo /blog/${article.id} — ${article.titulo}\n${truncateAtWord(sections, CHARS_PER_ARTICLE)}`;
    })
    .join('\n\n');
}

async function postJson(url: string, headers: Record<string, string>, body: unknown, timeoutMs: number) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`Model answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Asks the configured external model, grounded on the retrieved sections. Throws on any failure. */
export async function askModel(
  settings: ModelSettings,
  message: string,
  articles: FoundArticle[],
): Promise<string> {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const userContent = `Artículos de Pupitre:\n\n${context(articles)}\n\nPregunta: ${message}`;
  if (settings.provider === 'anthropic') {
    const base = settings.baseUrl ?? 'https://api.anthropic.com';
    const answer = await postJson(
      `${base.replace(/\/$/, '')}/v1/messages`,
      { 'x-api-key': settings.apiKey, 'anthropic-version': '2023-06-01' },
      {
        model: settings.model,
        max_tokens: 600,
        system: SYSTEM_PROMPT,
        messages: [{ role: 'user', content: userContent }],
      },
      timeoutMs,
    );
    const blocks = answer.content as { type?: string; text?: string }[] | undefined;
    const text = blocks?.find((block) => block.type === 'text')?.text?.trim();
    if (!text) throw new Error('Model gave no text');
    return text;
  }
  const base = settings.baseUrl ?? 'https://api.openai.com/v1';
  const answer = await postJson(
    `${base.replace(/\/$/, '')}/chat/completions`,
    { authorization: `Bearer ${settings.apiKey}` },
    {
      model: settings.model,
      max_tokens: 600,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: userContent },
      ],
    },
    timeoutMs,
  );
  const choices = answer.choices as { message?: { content?: string } }[] | undefined;
  const text = choices?.[0]?.message?.content?.trim();
  if (!text) throw new Error('Model gave no text');
  return text;
}
