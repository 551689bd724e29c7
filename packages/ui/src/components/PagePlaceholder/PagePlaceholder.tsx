import { useId } from 'react';
import { pagePlaceholderMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { type BrandLink, useOptionalBrand } from '../../providers/BrandProvider';
import { TextLink } from '../TextLink/TextLink';
import * as styles from './PagePlaceholder.css';

export interface PagePlaceholderProps {
  /** The page's name, as its route will show it. */
  title: string;
  /** Defaults to 'Esta sección de {marca} estará disponible muy pronto.' */
  message?: string;
  /** Somewhere useful to go meanwhile, e.g. the blog. */
  link?: BrandLink;
}

/** A clear notice for a page whose screen is not built yet. */
export function PagePlaceholder({ title, message, link }: PagePlaceholderProps) {
  const titleId = useId();
  const messages = useMessages({ pagePlaceholder: pagePlaceholderMessages });
  const brand = useOptionalBrand();
  const text = message ?? messages.pagePlaceholder.message(brand?.name ?? messages.productName);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      {link && <TextLink href={link.href}>{link.label}</TextLink>}
    </section>
  );
}
