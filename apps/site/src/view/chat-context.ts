import type { ChatPrevious, ChatReply } from '@pupitre/data';

/**
 * What the next question of the same chat is sent with: the question just asked and the article its
 * answer came from. A reply from no article (small talk, the offer to search) keeps the context before.
 */
export function nextChatContext(
  current: ChatPrevious | undefined,
  question: string,
  reply: ChatReply | null,
): ChatPrevious | undefined {
  const article = reply?.sources[0];
  return article ? { question, articleId: article.id } : current;
}
