import { formatLongDate, type User } from '@pupitre/data';
import { Card } from '@pupitre/ui';
import { useId } from 'react';
import * as styles from './AccountDetails.css';
import * as page from './ProfilePage.css';
import { roleLabel } from './profile-view';

/** The info grid: email, role and the member-since date (es-ES long format). */
export function AccountDetails({ user }: { user: User }) {
  const titleId = useId();
  const rows = [
    { term: 'Correo electrónico', value: user.email || 'Sin correo registrado' },
    { term: 'Rol', value: roleLabel(user.isSuperuser) },
    { term: 'Miembro desde', value: formatLongDate(user.dateJoined) },
  ];
  return (
    <Card as="section" padding="lg" aria-labelledby={titleId} className={page.section}>
      <h2 id={titleId} className={page.sectionTitle}>
        Información de la cuenta
      </h2>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.term} className={styles.item}>
            <dt className={styles.term}>{row.term}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
