import type { Db } from '../../db/client';
import { COVER_MAX_BYTES, decodeImage } from '../../images/decode-image';
import { storeImage } from '../../images/image-store';

/** An image for a post's body, checked by its bytes and held to the cover's size limit, stored once. */
export async function storeUpload(db: Db, dataUrl: string): Promise<number> {
  const image = decodeImage(dataUrl, COVER_MAX_BYTES, 'imagen');
  return storeImage(db, image.bytes, image.contentType);
}
