import { type ReactNode, useId } from 'react';
import { DecorativeImage } from '../../internal/DecorativeImage';
import { footerMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { useBrand } from '../../providers/BrandProvider';
import { Link } from '../../providers/LinkProvider';
import { Heading } from '../Heading/Heading';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Footer.css';
import { FooterLinkList } from './FooterLinkList';
import { SocialIcon } from './social-icons';

export interface FooterProps {
  /** The copyright year; the current year by default (stories pass a fixed one). */
  year?: number;
  /** The app's newsletter sign-up, shown above the copyright line. */
  newsletter?: ReactNode;
}

/**
 * The site footer: brand, description, social links, the brand's link columns, copyright and legal
 * links over the banner image. Everything comes from the brand, so a new site rebrands it without code.
 */
export function Footer({ year = new Date().getFullYear(), newsletter }: FooterProps) {
  const brand = useBrand();
  const messages = useMessages({ footer: footerMessages });
  const newTabNote = useId();
  return (
    // The footer sits on a photo under a dark overlay: its colours are the theme's footer roles.
    <footer className={styles.footer}>
      <div className={styles.banner} aria-hidden="true">
        {brand.footerBannerSrc && (
          <DecorativeImage className={styles.bannerImage} src={brand.footerBannerSrc} />
        )}
      </div>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.about}>
            <Link href={brand.homeHref ?? '/'} className={styles.brand}>
              <img className={styles.logo} src={brand.logoSrc} alt="" width={48} height={48} />
              <span>{brand.name}</span>
            </Link>
            <p className={styles.description}>{brand.description}</p>
            {brand.socialLinks.length > 0 && (
              <>
                <ul className={styles.socialList} aria-label={messages.footer.socialLabel}>
                  {brand.socialLinks.map((social) => (
                    <li key={social.href}>
                      <Link
                        href={social.href}
                        className={styles.socialLink}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={social.label}
                        aria-describedby={newTabNote}
                        title={social.label}
                      >
                        <SocialIcon network={social.network} />
                      </Link>
                    </li>
                  ))}
                </ul>
                <VisuallyHidden id={newTabNote}>{messages.footer.newTabNote}</VisuallyHidden>
              </>
            )}
          </div>
          {brand.footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title} className={styles.column}>
              <Heading className={styles.columnTitle}>{column.title}</Heading>
              <FooterLinkList className={styles.linkList} links={column.links} />
            </nav>
          ))}
        </div>
        {newsletter && <div className={styles.newsletter}>{newsletter}</div>}
        <div className={styles.bottom}>
          <p className={styles.copyright}>{messages.footer.copyright(year, brand.name)}</p>
          {brand.legalLinks.length > 0 && (
            <nav aria-label={messages.footer.legalLabel}>
              <FooterLinkList className={styles.legalList} links={brand.legalLinks} />
            </nav>
          )}
        </div>
      </div>
    </footer>
  );
}
