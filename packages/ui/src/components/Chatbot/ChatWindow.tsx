import { type FormEvent, type KeyboardEvent, type Ref, type RefObject, useEffect, useId } from 'react';
import { ChatIcon } from '../../icons/ChatIcon';
import { MinusIcon } from '../../icons/MinusIcon';
import { SendIcon } from '../../icons/SendIcon';
import { SquareIcon } from '../../icons/SquareIcon';
import { chatbotMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { BotMessage } from './BotMessage';
import * as styles from './Chatbot.css';
import { CloseButton } from './CloseButton';
import type { ChatMessage } from './use-conversation';

export interface ChatWindowProps {
  /** The brand's name for the title and greeting; without one they read without a name. */
  productName?: string;
  messages: ChatMessage[];
  linkPaths?: readonly string[];
  waiting: boolean;
  minimised: boolean;
  draft: string;
  onDraftChange(value: string): void;
  onSend(): void;
  onToggleMinimised(): void;
  onClose(): void;
  inputRef: Ref<HTMLInputElement>;
  windowRef: Ref<HTMLElement>;
  logRef: RefObject<HTMLDivElement | null>;
}

/** The open assistant: header with minimise/close, the conversation log, typing indicator and form. */
export function ChatWindow({
  productName,
  messages,
  linkPaths,
  waiting,
  minimised,
  draft,
  onDraftChange,
  onSend,
  onToggleMinimised,
  onClose,
  inputRef,
  windowRef,
  logRef,
}: ChatWindowProps) {
  const { chatbot: copy } = useMessages({ chatbot: chatbotMessages });
  const titleId = useId();
  const inputId = useId();
  const blank = draft.trim() === '';

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, waiting, minimised, logRef]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !waiting) onSend();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <section
      ref={windowRef}
      role="dialog"
      aria-labelledby={titleId}
      className={styles.chatWindow}
      data-state={minimised ? 'minimised' : 'open'}
      onKeyDown={onKeyDown}
    >
      <header className={styles.header}>
        <span className={styles.headerIcon} aria-hidden="true">
          <ChatIcon size="inherit" />
        </span>
        <h2 id={titleId} className={styles.title}>
          {copy.title(productName)}
        </h2>
        <div className={styles.headerActions}>
          <IconButton
            size="sm"
            label={minimised ? copy.restore : copy.minimise}
            icon={minimised ? <SquareIcon size="inherit" /> : <MinusIcon size="inherit" />}
            className={styles.headerButton}
            onClick={onToggleMinimised}
          />
          <CloseButton label={copy.close} className={styles.headerButton} onClick={onClose} />
        </div>
      </header>
      <div className={styles.body} hidden={minimised}>
        <div
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label={copy.conversation}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard to scroll it
          tabIndex={0}
          className={styles.log}
        >
          <BotMessage text={copy.greeting(productName)} />
          {messages.map((message) =>
            message.sender === 'bot' ? (
              <BotMessage
                key={message.id}
                text={message.text}
                sources={message.sources}
                linkPaths={linkPaths}
              />
            ) : (
              <p key={message.id} className={`${styles.message} ${styles.sender.user}`}>
                <VisuallyHidden>{copy.userPrefix} </VisuallyHidden>
                {message.text}
              </p>
            ),
          )}
        </div>
        <div role="status" className={styles.typing}>
          {waiting && (
            <>
              <span className={styles.dots} aria-hidden="true">
                <span className={styles.dot} />
                <span className={styles.dot} />
                <span className={styles.dot} />
              </span>
              <VisuallyHidden>{copy.typing}</VisuallyHidden>
            </>
          )}
        </div>
        <form className={styles.composer} onSubmit={submit}>
          <label htmlFor={inputId}>
            <VisuallyHidden>{copy.inputLabel}</VisuallyHidden>
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            autoComplete="off"
            className={styles.input}
            value={draft}
            placeholder={copy.inputPlaceholder}
            disabled={waiting}
            onChange={(event) => onDraftChange(event.target.value)}
          />
          <IconButton
            type="submit"
            variant="solid"
            tone="primary"
            label={copy.send}
            icon={<SendIcon size="inherit" />}
            disabled={blank || waiting}
          />
        </form>
      </div>
    </section>
  );
}
