import { type ReactNode, useId } from 'react';
import { externalLinkMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { TextLink } from '../TextLink/TextLink';
import * as styles from './ExternalLink.css';
import { ExternalLinkIcon } from './external-link-icon';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  /** Said by screen readers after the link's name; the arrow says it to the eye. */
  newTabNote?: string;
  className?: string;
}

/** A link to another site, opened in a new tab, that says so. */
export function ExternalLink({ href, children, newTabNote, className }: ExternalLinkProps) {
  const messages = useMessages({ externalLink: externalLinkMessages });
  const noteId = useId();
  return (
    <>
      <TextLink
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={noteId}
        className={[styles.link, className].filter(Boolean).join(' ')}
      >
        {children}
        <ExternalLinkIcon size="inherit" />
      </TextLink>
      <span id={noteId} hidden>
        {newTabNote ?? messages.externalLink.newTabNote}
      </span>
    </>
  );
}
