import { ProfileSection } from '../ProfileLayout/ProfileSection';
import * as styles from './QuoteCard.css';

export interface QuoteCardProps {
  text: string;
  author: string;
}

/** The profile's 'Frase del momento': the quote stands in the middle of whatever height the card has. */
export function QuoteCard({ text, author }: QuoteCardProps) {
  return (
    <ProfileSection title="Frase del momento" fillHeight>
      <figure className={styles.figure}>
        <blockquote className={styles.quote}>
          <p className={styles.text}>{text}</p>
        </blockquote>
        <figcaption className={styles.author}>— {author}</figcaption>
      </figure>
    </ProfileSection>
  );
}
