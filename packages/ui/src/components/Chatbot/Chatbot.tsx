import { useEffect, useRef, useState } from 'react';
import { ChatIcon } from '../../icons/ChatIcon';
import { chatbotMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { useOptionalBrand } from '../../providers/BrandProvider';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Chatbot.css';
import type { ChatWindowProps } from './ChatWindow';
import { CloseButton } from './CloseButton';
import { CHATBOT_PROMO_DELAY_MS, CHATBOT_PROMO_DURATION_MS, CHATBOT_REPLY_DELAY_MS } from './chatbot-copy';
import { useChatWindow, warmChatWindow } from './use-chat-window';
import { type SendChatMessage, useConversation } from './use-conversation';
import { usePromo } from './use-promo';

export interface ChatbotProps {
  /** Sends the visitor's (trimmed) message; resolves with the reply (text, or text and its sources).
   * Blank or missing replies and rejections show the spec's Spanish fallback messages. */
  sendMessage: SendChatMessage;
  /** The app's paths a reply may name, linked where they appear as whole words: route patterns where
   * `:id` stands for a number (`/blog/:id`, `/contact`). Without them replies are plain text. */
  linkPaths?: readonly string[];
  /** The promo was dismissed earlier in this session (the app keeps this in sessionStorage). */
  promoDismissed: boolean;
  /** Called when the visitor closes the promo or opens the chat. */
  onPromoDismiss(): void;
  promoDelayMs?: number;
  promoDurationMs?: number;
  /** Pause between the reply arriving and it being shown. */
  replyDelayMs?: number;
  defaultOpen?: boolean;
}

type FocusTarget = 'input' | 'bubble' | null;

/** The floating education assistant: a bubble at the bottom right, its promo and the chat window. */
export function Chatbot({
  sendMessage,
  linkPaths,
  promoDismissed,
  onPromoDismiss,
  promoDelayMs = CHATBOT_PROMO_DELAY_MS,
  promoDurationMs = CHATBOT_PROMO_DURATION_MS,
  replyDelayMs = CHATBOT_REPLY_DELAY_MS,
  defaultOpen = false,
}: ChatbotProps) {
  const { productName: dictionaryName, chatbot: copy } = useMessages({ chatbot: chatbotMessages });
  // The brand names the product; else the dictionary may; else the copy reads without a name.
  const productName = useOptionalBrand()?.name ?? dictionaryName;
  const [open, setOpen] = useState(defaultOpen);
  const [minimised, setMinimised] = useState(false);
  const [draft, setDraft] = useState('');
  const { messages, waiting, send } = useConversation(sendMessage, replyDelayMs, copy);
  const ChatWindow = useChatWindow(open, () => setOpen(false));
  const promo = usePromo({
    dismissed: promoDismissed,
    delayMs: promoDelayMs,
    durationMs: promoDurationMs,
    onExpire: onPromoDismiss,
  });

  const bubbleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const windowRef = useRef<HTMLElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  // Focus moves only after the visitor acts, never on first render (no stolen focus on page load).
  const focusTarget = useRef<FocusTarget>(null);
  const wasWaiting = useRef(false);

  useEffect(() => {
    const target = focusTarget.current;
    if (target === 'input' && open && !minimised) {
      // Still loading: the bubble keeps focus until the window is here to take it.
      if (!inputRef.current) return;
      inputRef.current.focus();
    }
    if (target === 'bubble' && !open) bubbleRef.current?.focus();
    focusTarget.current = null;
  }, [open, minimised, ChatWindow]);

  // The input is disabled while waiting, which drops focus; give it back unless the visitor moved on.
  useEffect(() => {
    const finished = wasWaiting.current && !waiting;
    wasWaiting.current = waiting;
    if (!finished || !open || minimised) return;
    const active = document.activeElement;
    if (!active || active === document.body || windowRef.current?.contains(active)) {
      inputRef.current?.focus();
    }
  }, [waiting, open, minimised]);

  const dismissPromo = () => {
    promo.hide();
    if (!promoDismissed) onPromoDismiss();
  };
  const openChat = () => {
    dismissPromo();
    focusTarget.current = 'input';
    setMinimised(false);
    setOpen(true);
  };
  const closeChat = () => {
    focusTarget.current = 'bubble';
    setOpen(false);
  };
  const toggleMinimised = () => {
    if (minimised) focusTarget.current = 'input';
    setMinimised(!minimised);
  };
  // The window's props, checked before its code has loaded: the conversation, the composer, the frame.
  const chatWindow: ChatWindowProps = {
    messages,
    waiting,
    productName,
    linkPaths,
    draft,
    onDraftChange: setDraft,
    onSend: () => {
      if (send(draft)) setDraft('');
    },
    inputRef,
    minimised,
    onToggleMinimised: toggleMinimised,
    onClose: closeChat,
    windowRef,
    logRef,
  };

  return (
    <div className={styles.root}>
      {!open && promo.visible && (
        <div className={styles.promo}>
          <p className={styles.promoText}>{copy.promo}</p>
          <CloseButton label={copy.promoClose} className={styles.promoClose} onClick={dismissPromo} />
        </div>
      )}
      {open && ChatWindow ? (
        <ChatWindow {...chatWindow} />
      ) : (
        <IconButton
          ref={bubbleRef}
          variant="solid"
          tone="primary"
          size="lg"
          label={copy.open}
          icon={<ChatIcon size="inherit" />}
          className={styles.bubble}
          onPointerEnter={warmChatWindow}
          onFocus={warmChatWindow}
          onClick={openChat}
        />
      )}
    </div>
  );
}
