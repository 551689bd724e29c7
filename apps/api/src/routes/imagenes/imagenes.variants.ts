import { IMAGE_VARIANT_TYPES, type ImageVariantFormat } from '@pupitre/data';
import type { Db } from '../../db/client';
import { encodeVariant } from '../../images/encode-variant';
import { findImageBytes, type VariantKey } from './imagenes.queries';
import { storeVariant } from './imagenes.writes';

export interface MadeVariant {
  contentType: string;
  bytes: Buffer;
}

/** Encodings under way in this process: a burst of readers asking for a new cover encodes it once. */
const underWay = new Map<string, Promise<MadeVariant | undefined>>();

async function make(db: Db, key: VariantKey): Promise<MadeVariant | undefined> {
  const original = await findImageBytes(db, key.id);
  if (!original) return undefined;
  const format = key.format as ImageVariantFormat;
  const bytes = await encodeVariant(original, key.width, format);
  const contentType = IMAGE_VARIANT_TYPES[format];
  await storeVariant(db, key, contentType, bytes);
  return { contentType, bytes };
}

/** Encodes and keeps a variant the first time it is asked for; later requests read it from storage. */
export function makeVariant(db: Db, key: VariantKey): Promise<MadeVariant | undefined> {
  const name = `${key.id}:${key.width}:${key.format}`;
  const pending = underWay.get(name);
  if (pending) return pending;
  const made = make(db, key).finally(() => underWay.delete(name));
  underWay.set(name, made);
  return made;
}
