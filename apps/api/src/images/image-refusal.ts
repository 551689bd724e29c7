import type { WholePictureFormat } from './whole-picture-formats';

export type RefusalReason = 'unreadable' | 'too-long-side' | 'too-many-pixels' | 'too-large';

/** Why an upload cannot be stored; the caller words it for the client. */
export class ImageRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    /** With 'too-many-pixels': the format whose own, tighter limit the picture went past. */
    readonly format?: WholePictureFormat,
  ) {
    super(`Image refused: ${reason}${format ? ` (${format.name})` : ''}`);
    this.name = 'ImageRefusal';
  }
}
