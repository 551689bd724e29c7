import { BriefcaseIcon } from '../../icons/BriefcaseIcon';
import { CodeIcon } from '../../icons/CodeIcon';
import { SpeechBubbleIcon } from '../../icons/SpeechBubbleIcon';
import type { SocialLink } from '../../providers/BrandProvider';
import * as styles from './Footer.css';

// Neutral drawings rather than the networks' trademarks, so any brand can name its own services.
const icons = {
  code: CodeIcon,
  microblog: SpeechBubbleIcon,
  professional: BriefcaseIcon,
} satisfies Record<SocialLink['network'], unknown>;

export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  const NetworkIcon = icons[network];
  return <NetworkIcon size="sm" className={styles.socialIcon} />;
}
