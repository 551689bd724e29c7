import type { AvatarUpload } from '../../../queries/account';
import { tokenStore } from '../../../session/token-store';
import { avatarPayload } from './avatar-payload';
import { AVATAR_WARNING_KB, estimatedKilobytes } from './avatar-size';
import { NO_ACTIVE_SESSION } from './profile-copy';

/**
 * The payload of PUT /api/users/avatar, {avatarData, userId} (accounts-admin §3 and §7), once the
 * upload is worth sending: there must be a session, and a large image is only warned about.
 */
export function avatarUploadOf(dataUrl: string, userId: number): AvatarUpload {
  if (!tokenStore.accessToken()) throw new Error(NO_ACTIVE_SESSION);
  const kilobytes = estimatedKilobytes(dataUrl);
  if (kilobytes > AVATAR_WARNING_KB) {
    // The spec only warns: the server decides whether the image is too large.
    console.warn(
      `La imagen del avatar sigue siendo grande (${Math.round(kilobytes)} KB); se envía igualmente.`,
    );
  }
  return { avatarData: avatarPayload(dataUrl), userId };
}
