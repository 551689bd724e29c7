const MIN_AVATAR_LENGTH = 30;

/** The avatar to show: the default logo when the value is empty, the text 'null', or too short to be an image. */
export function avatarSource(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  const text = value.trim();
  if (text === '' || text === 'null' || text.length < MIN_AVATAR_LENGTH) return fallback;
  return text;
}
