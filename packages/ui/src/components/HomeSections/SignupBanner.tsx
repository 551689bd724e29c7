import { Link } from '../../providers/LinkProvider';
import { Button } from '../Button/Button';
import { Callout } from '../Callout/Callout';
import * as styles from './HomeSections.css';

export interface BannerLink {
  label: string;
  href: string;
}

export interface SignupBannerProps {
  title: string;
  text: string;
  /** The main way in ('Crear cuenta gratis'). */
  signUp: BannerLink;
  /** For readers who already have an account ('Iniciar sesión'). */
  signIn: BannerLink;
}

/** The band that invites visitors to create an account. */
export function SignupBanner({ title, text, signUp, signIn }: SignupBannerProps) {
  return (
    <Callout
      tone="primary"
      align="center"
      title={title}
      text={text}
      actions={
        <>
          <Button asChild tone="secondary" size="lg">
            <Link href={signUp.href}>{signUp.label}</Link>
          </Button>
          <Button asChild variant="outline" size="lg" className={styles.onPrimaryGhost}>
            <Link href={signIn.href}>{signIn.label}</Link>
          </Button>
        </>
      }
    />
  );
}
