import type { BrandLink } from '../../providers/BrandProvider';
import { Link } from '../../providers/LinkProvider';
import * as styles from './Footer.css';

export interface FooterLinkListProps {
  links: BrandLink[];
  /** The list's layout: a column's stack or the legal row. */
  className: string;
}

export function FooterLinkList({ links, className }: FooterLinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.label}-${link.href}`}>
          <Link href={link.href} className={styles.link}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
