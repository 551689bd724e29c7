import type { ChatReply } from '@pupitre/data';
import type { ChatbotReply } from '@pupitre/ui/fragments';
import { paths, routePatterns } from '../paths';

/** The site's paths the assistant's replies name (a post by its number), linked in the chat. */
export const assistantLinkPaths: readonly string[] = [
  routePatterns.post,
  paths.blog(),
  paths.categories(),
  paths.contact(),
  paths.login(),
  paths.register(),
];

/** The assistant's reply as the chat shows it: each source a link to its post. */
export function toChatbotReply(reply: ChatReply | null): ChatbotReply | null {
  if (!reply) return null;
  return {
    text: reply.text,
    sources: reply.sources.map((source) => ({ href: paths.post(source.id), title: source.titulo })),
  };
}
