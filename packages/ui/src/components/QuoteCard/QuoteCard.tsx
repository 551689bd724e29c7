import { quoteCardMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { ProfileSection } from '../ProfileLayout/ProfileSection';
import * as styles from './QuoteCard.css';

export interface QuoteCardProps {
  text: string;
  author: string;
}

/** The profile's 'Frase del momento': the quote stands in the middle of whatever height the card has. */
export function QuoteCard({ text, author }: QuoteCardProps) {
  const messages = useMessages({ quoteCard: quoteCardMessages });
  return (
    <ProfileSection title={messages.quoteCard.title} fillHeight>
      <figure className={styles.figure}>
        <blockquote className={styles.quote}>
          <p className={styles.text}>{text}</p>
        </blockquote>
        <figcaption className={styles.author}>— {author}</figcaption>
      </figure>
    </ProfileSection>
  );
}
