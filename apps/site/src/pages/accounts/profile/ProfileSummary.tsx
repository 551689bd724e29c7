import type { User } from '@pupitre/data';
import { Card } from '@pupitre/ui';
import { useId } from 'react';
import { AvatarUpload } from './AvatarUpload';
import * as styles from './ProfileSummary.css';
import { fullName, roleLabel } from './profile-view';

/** Picture, full name, @username and role: the top of the profile. */
export function ProfileSummary({ user }: { user: User }) {
  const nameId = useId();
  const name = fullName(user);
  return (
    <Card as="section" padding="lg" aria-labelledby={nameId} className={styles.summary}>
      <AvatarUpload user={user} name={name} />
      <div className={styles.identity}>
        <h1 id={nameId} className={styles.name}>
          {name}
        </h1>
        <p className={styles.username}>@{user.username}</p>
        <p className={styles.role}>{roleLabel(user.isSuperuser)}</p>
      </div>
    </Card>
  );
}
