import type { ReactNode } from 'react';
import * as styles from './ContactSections.css';

/** A promise worth a badge in the contact hero ('Te responderemos en un plazo de 48 horas'). */
export function ContactPromise({ children }: { children: ReactNode }) {
  return <p className={styles.promise}>{children}</p>;
}
