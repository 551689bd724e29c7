import { BriefcaseIcon } from '../../icons/BriefcaseIcon';
import { CodeIcon } from '../../icons/CodeIcon';
import { SpeechBubbleIcon } from '../../icons/SpeechBubbleIcon';
import { blockIcon } from '../../internal/block-icon.css';
import type { SocialLink } from '../../providers/BrandProvider';

// Neutral drawings rather than the networks' trademarks, so any brand can name its own services.
const icons = {
  code: CodeIcon,
  microblog: SpeechBubbleIcon,
  professional: BriefcaseIcon,
} satisfies Record<SocialLink['network'], unknown>;

export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  const NetworkIcon = icons[network];
  return <NetworkIcon size="sm" className={blockIcon} />;
}
