import { Link, type LinkProps } from '../../providers/LinkProvider';
import * as styles from './TextLink.css';

export type TextLinkProps = LinkProps;

/** An underlined link inside running text, through the app's router (see LinkProvider). */
export function TextLink({ className, ...props }: TextLinkProps) {
  return <Link className={[styles.textLink, className].filter(Boolean).join(' ')} {...props} />;
}
