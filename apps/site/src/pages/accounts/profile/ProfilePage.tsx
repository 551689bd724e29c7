import { formatLongDate, UNKNOWN_DATE } from '@pupitre/data';
import { Button, ErrorState, PageLayout, PageLoading } from '@pupitre/ui';
import {
  DangerZone,
  FarewellNotice,
  ProfileColumns,
  ProfileDetails,
  ProfileLayout,
  ProfileSummary,
  QuoteCard,
} from '@pupitre/ui/fragments';
import { useState } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AvatarUpload } from './AvatarUpload';
import { MyPosts } from './MyPosts';
import { ACCOUNT_DELETED, PROFILE_LOAD_ERROR } from './profile-copy';
import { useProfile } from './profile-queries';
import { fullName, roleLabel } from './profile-view';
import { pickQuote } from './quotes';
import { useAccountDeletion } from './use-account-deletion';

/** /profile (accounts-admin §2 "Profile"), for logged-in users. */
export default function ProfilePage() {
  useDocumentTitle('Mi perfil');
  const profile = useProfile();
  const deletion = useAccountDeletion();
  // Chosen once per visit, so re-renders (an avatar change) do not swap the quote under the reader.
  const [quote] = useState(() => pickQuote(Math.random));

  if (profile.isPending) return <PageLoading label="Cargando perfil..." />;
  if (profile.isError) {
    return (
      <PageLayout width="narrow">
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
      </PageLayout>
    );
  }

  const user = profile.data;
  const name = fullName(user);
  const role = roleLabel(user.isSuperuser);
  const memberSince = formatLongDate(user.dateJoined);
  return (
    <>
      {/* Once the account is gone the page underneath must not be reachable behind the farewell. */}
      <ProfileLayout inert={deletion.deleted}>
        <ProfileSummary
          name={name}
          username={user.username}
          roleLabel={role}
          avatar={<AvatarUpload user={user} name={name} />}
        />
        <ProfileColumns>
          <ProfileDetails
            email={user.email}
            roleLabel={role}
            memberSince={memberSince}
            memberSinceDateTime={memberSince === UNKNOWN_DATE ? undefined : (user.dateJoined ?? undefined)}
          />
          <QuoteCard text={quote.text} author={quote.author} />
        </ProfileColumns>
        {/* Only superusers publish: a reader would be promised something they cannot do. */}
        {user.isSuperuser && <MyPosts />}
        <DangerZone
          open={deletion.open}
          onOpenChange={deletion.setOpen}
          onConfirm={() => void deletion.confirm()}
          deleting={deletion.deleting}
          error={deletion.error}
        />
      </ProfileLayout>
      <FarewellNotice shown={deletion.deleted} message={ACCOUNT_DELETED} />
    </>
  );
}
