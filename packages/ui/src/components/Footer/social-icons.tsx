import type { SocialLink } from '../../providers/BrandProvider';
import * as styles from './Footer.css';

// Neutral drawings rather than the networks' trademarks, so any brand can name its own services.
const paths: Record<SocialLink['network'], string> = {
  // Angle brackets and a slash: code hosting.
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  // A speech bubble: a microblogging site.
  microblog: 'M4 5h16v11H9l-5 4z',
  // A briefcase: a professional network.
  professional: 'M3 8h18v11H3zM9 8V5h6v3M3 13h18',
};

export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  return (
    <svg
      className={styles.socialIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[network]} />
    </svg>
  );
}
