import type { User } from '@pupitre/data';
import { AvatarUploader } from '@pupitre/ui/fragments';
import { useAvatarUpload } from './use-avatar-upload';

/** The profile picture wired to the upload (accounts-admin §4 "Avatar upload"): resized here, then sent. */
export function AvatarUpload({ user, name }: { user: User; name: string }) {
  const { processing, error, upload } = useAvatarUpload(user);
  return (
    <AvatarUploader
      src={user.avatar}
      alt={`Foto de perfil de ${name}`}
      processing={processing}
      error={error}
      onFileSelect={(file) => void upload(file)}
    />
  );
}
