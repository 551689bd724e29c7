import { useCallback, useEffect, useRef, useState } from 'react';

export type ChatSender = 'user' | 'bot';

/** An article a reply came from, as a link the app has built. */
export interface ChatSourceLink {
  href: string;
  title: string;
}

export interface ChatMessage {
  id: number;
  sender: ChatSender;
  text: string;
  /** Listed below a bot message; always empty for the visitor's. */
  sources: readonly ChatSourceLink[];
}

export interface ChatbotReply {
  text: string;
  sources?: readonly ChatSourceLink[];
}

export type SendChatMessage = (message: string) => Promise<ChatbotReply | string | null | undefined>;

type Shown = Omit<ChatMessage, 'id' | 'sender'>;

/** What the conversation says itself when no reply can be shown (the dictionary's chatbot copy). */
export interface ConversationFallbacks {
  noReply: string;
  error: string;
}

// A blank reply gets the apology, without sources: a list under 'no answer' would read as an answer.
function replyOf(reply: Awaited<ReturnType<SendChatMessage>>, noReply: string): Shown {
  const answer = typeof reply === 'string' ? { text: reply } : reply;
  if (typeof answer?.text !== 'string' || answer.text.trim() === '') {
    return { text: noReply, sources: [] };
  }
  return { text: answer.text, sources: answer.sources ?? [] };
}

/**
 * The messages after the greeting, and the waiting state. The reply (or the error text) is held until
 * `replyDelayMs` has passed; that timer lives in an effect, so unmounting clears it.
 */
export function useConversation(
  sendMessage: SendChatMessage,
  replyDelayMs: number,
  fallbacks: ConversationFallbacks,
) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [waiting, setWaiting] = useState(false);
  const [pendingReply, setPendingReply] = useState<Shown | null>(null);
  const nextId = useRef(1);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const append = useCallback((sender: ChatSender, { text, sources }: Shown) => {
    const id = nextId.current++;
    setMessages((current) => [...current, { id, sender, text, sources }]);
  }, []);

  useEffect(() => {
    if (pendingReply === null) return;
    const timer = setTimeout(() => {
      append('bot', pendingReply);
      setPendingReply(null);
      setWaiting(false);
    }, replyDelayMs);
    return () => clearTimeout(timer);
  }, [pendingReply, replyDelayMs, append]);

  /** Sends the trimmed text; returns false (and does nothing) for a blank message or while waiting. */
  const send = (text: string): boolean => {
    const message = text.trim();
    if (!message || waiting) return false;
    append('user', { text: message, sources: [] });
    setWaiting(true);
    let request: ReturnType<SendChatMessage>;
    try {
      request = Promise.resolve(sendMessage(message));
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      (reply) => mounted.current && setPendingReply(replyOf(reply, fallbacks.noReply)),
      () => mounted.current && setPendingReply({ text: fallbacks.error, sources: [] }),
    );
    return true;
  };

  return { messages, waiting, send };
}
