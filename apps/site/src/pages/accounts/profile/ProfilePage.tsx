import { Button, ErrorState, Spinner } from '@pupitre/ui';
import { useState } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AccountDeletedNotice } from './AccountDeletedNotice';
import { AccountDetails } from './AccountDetails';
import { DangerZone } from './DangerZone';
import { MyPosts } from './MyPosts';
import * as styles from './ProfilePage.css';
import { ProfileSummary } from './ProfileSummary';
import { PROFILE_LOAD_ERROR } from './profile-copy';
import { useProfile } from './profile-queries';
import { QuoteCard } from './QuoteCard';
import { pickQuote } from './quotes';
import { useAccountDeletion } from './use-account-deletion';

/** /profile (accounts-admin §2 "Profile"), for logged-in users. */
export default function ProfilePage() {
  useDocumentTitle('Mi perfil');
  const profile = useProfile();
  const deletion = useAccountDeletion();
  // Chosen once per visit, so re-renders (an avatar change) do not swap the quote under the reader.
  const [quote] = useState(() => pickQuote(Math.random));

  if (profile.isPending) {
    return (
      <div className={styles.state}>
        <Spinner size="lg" label="Cargando perfil..." />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className={styles.state}>
        <ErrorState
          title="Perfil no disponible"
          message={PROFILE_LOAD_ERROR}
          actions={
            <Button
              loading={profile.isFetching}
              loadingLabel="Reintentando..."
              onClick={() => void profile.refetch()}
            >
              Reintentar
            </Button>
          }
        />
      </div>
    );
  }

  const user = profile.data;
  return (
    <>
      {/* Once the account is gone the page underneath must not be reachable behind the farewell. */}
      <div className={styles.page} inert={deletion.deleted}>
        <ProfileSummary user={user} />
        <div className={styles.columns}>
          <AccountDetails user={user} />
          <QuoteCard quote={quote} />
        </div>
        <MyPosts />
        <DangerZone deletion={deletion} />
      </div>
      <AccountDeletedNotice shown={deletion.deleted} />
    </>
  );
}
