import type { ReactNode } from 'react';
import { profileDetailsMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { ProfileSection } from '../ProfileLayout/ProfileSection';
import * as styles from './ProfileDetails.css';

export interface ProfileDetailsProps {
  /** Empty when the account has none: the card says so. */
  email?: string | null;
  /** 'Estudiante' or 'Administrador'. */
  roleLabel: string;
  /** The sign-up date as the reader should read it ('10 de febrero de 2025'). */
  memberSince: string;
  /** The same date, machine-readable (ISO 8601), for the <time> element. */
  memberSinceDateTime?: string;
}

/** 'Información de la cuenta': email, role and member-since date. */
export function ProfileDetails({ email, roleLabel, memberSince, memberSinceDateTime }: ProfileDetailsProps) {
  const copy = useMessages({ profileDetails: profileDetailsMessages }).profileDetails;
  const rows: { term: string; value: ReactNode }[] = [
    { term: copy.email, value: email?.trim() || copy.noEmail },
    { term: copy.role, value: roleLabel },
    {
      term: copy.memberSince,
      value: memberSinceDateTime ? <time dateTime={memberSinceDateTime}>{memberSince}</time> : memberSince,
    },
  ];
  return (
    <ProfileSection title={copy.title}>
      <dl className={styles.list}>
        {rows.map(({ term, value }) => (
          <div key={term} className={styles.item}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </ProfileSection>
  );
}
