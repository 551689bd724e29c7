import { updateAvatar } from '@pupitre/data';
import { apiClient } from '../../../api-client';
import { tokenStore } from '../../../session/token-store';
import { avatarPayload } from './avatar-payload';
import { AVATAR_WARNING_KB, estimatedKilobytes } from './avatar-size';
import { NO_ACTIVE_SESSION } from './profile-copy';

/**
 * PUT /api/users/avatar with the spec's payload {avatarData, userId} (accounts-admin §3 and §7). The caller
 * re-reads the user afterwards to show the stored image.
 */
export async function sendAvatar(dataUrl: string, userId: number): Promise<void> {
  if (!tokenStore.accessToken()) throw new Error(NO_ACTIVE_SESSION);
  const kilobytes = estimatedKilobytes(dataUrl);
  if (kilobytes > AVATAR_WARNING_KB) {
    // The spec only warns: the server decides whether the image is too large.
    console.warn(
      `La imagen del avatar sigue siendo grande (${Math.round(kilobytes)} KB); se envía igualmente.`,
    );
  }
  await updateAvatar(apiClient, avatarPayload(dataUrl), userId);
}
