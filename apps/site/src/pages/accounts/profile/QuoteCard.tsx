import { Card } from '@pupitre/ui';
import { useId } from 'react';
import * as page from './ProfilePage.css';
import * as styles from './QuoteCard.css';
import type { Quote } from './quotes';

/** The 'frase del momento'. */
export function QuoteCard({ quote }: { quote: Quote }) {
  const titleId = useId();
  return (
    <Card as="section" padding="lg" aria-labelledby={titleId} className={page.section}>
      <h2 id={titleId} className={page.sectionTitle}>
        Frase del momento
      </h2>
      <figure className={styles.figure}>
        <blockquote className={styles.quote}>
          <p className={styles.text}>{quote.text}</p>
        </blockquote>
        <figcaption className={styles.author}>— {quote.author}</figcaption>
      </figure>
    </Card>
  );
}
