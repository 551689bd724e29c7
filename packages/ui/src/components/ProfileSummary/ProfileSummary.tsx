import { type ReactNode, useId } from 'react';
import { Card } from '../Card/Card';
import * as styles from './ProfileSummary.css';

export interface ProfileSummaryProps {
  /** 'Nombre Apellido': the page's title. */
  name: string;
  /** Shown as '@username'. */
  username: string;
  /** 'Estudiante' or 'Administrador'. */
  roleLabel: string;
  /** The picture, usually an AvatarUploader the app wires to its upload. */
  avatar: ReactNode;
}

/** The top of the profile: picture, full name, @username and role. */
export function ProfileSummary({ name, username, roleLabel, avatar }: ProfileSummaryProps) {
  const nameId = useId();
  return (
    <Card as="section" padding="lg" aria-labelledby={nameId} className={styles.summary}>
      {avatar}
      <div className={styles.identity}>
        <h1 id={nameId} className={styles.name}>
          {name}
        </h1>
        <p className={styles.username}>@{username}</p>
        <p className={styles.role}>{roleLabel}</p>
      </div>
    </Card>
  );
}
