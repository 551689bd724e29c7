import { postInputMessages } from '@pupitre/data';
import { sanitisePostHtmlOffThread } from '../../content/sanitise-off-thread';
import { MAX_NESTING_DEPTH, NestingTooDeepError } from '../../content/sanitise-post-html';
import { fieldError, HttpError, invalidField, Status } from '../../http/errors';

const MB = 1024 * 1024;

/**
 * The most HTML a post body may have, as sent (before sanitising). A long article with its markup is
 * a few hundred KB; a picture in the body is an image record, linked by URL.
 */
export const MAX_BODY_BYTES = MB;

export const postBodyMessages = {
  tooLarge: `El contenido de la publicación supera el tamaño máximo permitido (${MAX_BODY_BYTES / MB} MB).`,
  tooDeep: `El contenido de la publicación tiene demasiados elementos anidados (máximo ${MAX_NESTING_DEPTH} niveles).`,
} as const;

const FIELD = 'contenido';

/**
 * The body every write stores: checked against its bounds, then sanitised (large bodies in a worker
 * thread). Runs before the post's transaction, so no transaction waits for the sanitiser.
 */
export async function cleanPostBody(html: string): Promise<string> {
  if (Buffer.byteLength(html) > MAX_BODY_BYTES) {
    throw new HttpError(Status.PAYLOAD_TOO_LARGE, postBodyMessages.tooLarge, [
      fieldError(FIELD, postBodyMessages.tooLarge),
    ]);
  }
  let clean: string;
  try {
    clean = await sanitisePostHtmlOffThread(html);
  } catch (error) {
    if (error instanceof NestingTooDeepError) throw invalidField(FIELD, postBodyMessages.tooDeep);
    throw error;
  }
  if (clean === '') throw invalidField(FIELD, postInputMessages.htmlEmpty);
  return clean;
}
