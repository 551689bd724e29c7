import { useMemo } from 'react';
import { chatbotMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { TextLink } from '../TextLink/TextLink';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './BotMessage.css';
import * as chatStyles from './Chatbot.css';
import { ChatSources } from './ChatSources';
import { splitChatText } from './chat-text';
import type { ChatSourceLink } from './use-conversation';

export interface BotMessageProps {
  /** Plain text; blank lines part paragraphs. Never read as HTML. */
  text: string;
  sources?: readonly ChatSourceLink[];
  /** Same-site paths linked where the text names them (see `splitChatText`). */
  linkPaths?: readonly string[];
}

const NO_PATHS: readonly string[] = [];

/** One assistant message: its paragraphs with the site's paths as links, then the articles it used. */
export function BotMessage({ text, sources = [], linkPaths = NO_PATHS }: BotMessageProps) {
  const { chatbot: copy } = useMessages({ chatbot: chatbotMessages });
  const paragraphs = useMemo(() => splitChatText(text, linkPaths), [text, linkPaths]);
  return (
    <div className={`${chatStyles.message} ${chatStyles.sender.bot}`}>
      {paragraphs.map((parts, index) => (
        <p key={index} className={styles.paragraph}>
          {index === 0 && <VisuallyHidden>{copy.botPrefix} </VisuallyHidden>}
          {parts.map((part, partIndex) =>
            part.kind === 'link' ? (
              <TextLink key={partIndex} href={part.href}>
                {part.label ?? part.href}
              </TextLink>
            ) : (
              part.text
            ),
          )}
        </p>
      ))}
      {sources.length > 0 && <ChatSources sources={sources} />}
    </div>
  );
}
