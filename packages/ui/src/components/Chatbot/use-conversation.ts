import { useCallback, useEffect, useRef, useState } from 'react';
import { chatbotCopy } from './chatbot-copy';

export type ChatSender = 'user' | 'bot';

export interface ChatMessage {
  id: number;
  sender: ChatSender;
  text: string;
}

export type SendChatMessage = (message: string) => Promise<string | null | undefined>;

function replyText(reply: unknown): string {
  return typeof reply === 'string' && reply.trim() !== '' ? reply : chatbotCopy.noReply;
}

/**
 * The messages after the greeting, and the waiting state. The reply (or the error text) is held until
 * `replyDelayMs` has passed; that timer lives in an effect, so unmounting clears it.
 */
export function useConversation(sendMessage: SendChatMessage, replyDelayMs: number) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [waiting, setWaiting] = useState(false);
  const [pendingReply, setPendingReply] = useState<string | null>(null);
  const nextId = useRef(1);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const append = useCallback((sender: ChatSender, text: string) => {
    const id = nextId.current++;
    setMessages((current) => [...current, { id, sender, text }]);
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
    append('user', message);
    setWaiting(true);
    let request: Promise<unknown>;
    try {
      request = Promise.resolve(sendMessage(message));
    } catch (error) {
      request = Promise.reject(error);
    }
    request.then(
      (reply) => mounted.current && setPendingReply(replyText(reply)),
      () => mounted.current && setPendingReply(chatbotCopy.error),
    );
    return true;
  };

  return { messages, waiting, send };
}
