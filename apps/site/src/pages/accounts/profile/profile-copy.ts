/** The profile's Spanish messages, as accounts-admin §8 writes them. */
export const PROFILE_LOAD_ERROR = 'No se pudo cargar el perfil. Por favor, intenta nuevamente.';
export const AVATAR_PROCESSING_ERROR = 'Error al procesar la imagen. Por favor, intenta con otra imagen.';
export const AVATAR_UPDATED = 'Foto de perfil actualizada correctamente.';
export const NO_ACTIVE_SESSION = 'No hay sesión activa';
export const DELETE_ACCOUNT_ERROR = 'Error al eliminar la cuenta';
export const ACCOUNT_DELETED =
  'Tu cuenta ha sido eliminada exitosamente. Serás redirigido a la página de inicio de sesión.';

export function avatarUpdateError(message: string): string {
  return `Error al actualizar el avatar: ${message}`;
}

/** An error's own (Spanish) message, or `fallback` when it carries none. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}
