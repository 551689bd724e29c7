import { tileGrid } from '../../internal/tile-grid.css';
import { teamGridMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Heading } from '../Heading/Heading';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { initials } from './initials';
import * as styles from './TeamGrid.css';

export interface TeamMember {
  name: string;
  role: string;
  /** Their public profile elsewhere (a code host); opens in a new tab. */
  profileHref: string;
}

export interface TeamGridProps {
  members: readonly TeamMember[];
  /** The visible words of every profile link; the member's name is added for screen readers. */
  profileLabel?: string;
}

/** The people behind the site: initials, name, role and a link to their profile. */
export function TeamGrid({ members, profileLabel }: TeamGridProps) {
  const copy = useMessages({ teamGrid: teamGridMessages }).teamGrid;
  return (
    <ul className={tileGrid[3]}>
      {members.map((member) => (
        <li key={member.profileHref} className={styles.member}>
          <span className={styles.disc} aria-hidden="true">
            {initials(member.name)}
          </span>
          <Heading className={styles.name}>{member.name}</Heading>
          <p className={styles.role}>{member.role}</p>
          <ExternalLink href={member.profileHref} className={styles.profile}>
            {profileLabel ?? copy.profileLabel}
            <VisuallyHidden> {copy.profileOf(member.name)}</VisuallyHidden>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
