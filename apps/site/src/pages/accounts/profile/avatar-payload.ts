export const NO_AVATAR_DATA = 'No se proporcionaron datos para el avatar';
export const INVALID_AVATAR_FORMAT = 'Formato de imagen inválido';

const JPEG_PREFIX = 'data:image/jpeg;base64,';

/**
 * The avatarData of the update call (accounts-admin §5): text only, and bare base64 gets a JPEG data-URL
 * prefix so the server always receives a data URL.
 */
export function avatarPayload(data: unknown): string {
  if (data === undefined || data === null || data === '') throw new Error(NO_AVATAR_DATA);
  if (typeof data !== 'string') throw new Error(INVALID_AVATAR_FORMAT);
  return data.startsWith('data:image') ? data : `${JPEG_PREFIX}${data}`;
}
