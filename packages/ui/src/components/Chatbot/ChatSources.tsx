import { useId } from 'react';
import { chatbotMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { TextLink } from '../TextLink/TextLink';
import * as styles from './BotMessage.css';
import type { ChatSourceLink } from './use-conversation';

/** 'Artículos relacionados': the articles a reply came from, each a link named by its title. */
export function ChatSources({ sources }: { sources: readonly ChatSourceLink[] }) {
  const { chatbot: copy } = useMessages({ chatbot: chatbotMessages });
  const titleId = useId();
  return (
    <div className={styles.sources}>
      <p id={titleId} className={styles.sourcesTitle}>
        {copy.sources}
      </p>
      <ul aria-labelledby={titleId} className={styles.sourcesList}>
        {sources.map((source) => (
          <li key={source.href}>
            <TextLink href={source.href}>{source.title}</TextLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
