import { avatarQuality, avatarTargetSize } from './avatar-size';

/** The chosen file is not an image the browser can decode. */
export class AvatarImageError extends Error {
  constructor() {
    super('The avatar file is not a decodable image');
    this.name = 'AvatarImageError';
  }
}

function loadImage(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  // decode() rejects for a broken or unsupported file, unlike waiting for 'load' on some formats.
  return image.decode().then(
    () => {
      URL.revokeObjectURL(url);
      return image;
    },
    () => {
      URL.revokeObjectURL(url);
      throw new AvatarImageError();
    },
  );
}

/**
 * accounts-admin §5: only image/* files, drawn on a canvas whose longest side is at most 800 px and
 * re-encoded as JPEG (quality 0.7, or 0.5 for originals over 1 MB). Answers a data URL.
 */
export async function resizeAvatar(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new AvatarImageError();
  const image = await loadImage(file);
  const size = avatarTargetSize(image.naturalWidth, image.naturalHeight);
  if (!size) throw new AvatarImageError();
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new AvatarImageError();
  // JPEG has no transparency: without a white ground a transparent PNG's background turns black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/jpeg', avatarQuality(file.size));
}
