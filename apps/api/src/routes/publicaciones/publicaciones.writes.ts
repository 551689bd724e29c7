import { type ParsedPostInput, postConcurrencyMessages } from '@pupitre/data';
import { eq, inArray } from 'drizzle-orm';
import { limits } from '../../abuse/limits';
import { enforce } from '../../abuse/rate-limit';
import type { SessionUser } from '../../auth/access-token';
import { HTML_ALLOWLIST_VERSION } from '../../content/sanitise-post-html';
import type { Db } from '../../db/client';
import type { Reader } from '../../db/reader';
import { categorias, imagenes, publicaciones, publicacionesCategorias } from '../../db/schema';
import { HttpError, invalidField, Status } from '../../http/errors';
import type { DecodedImage } from '../../images/decode-image';
import { POST_IMAGE_BOUNDS } from '../../images/image-bounds';
import { storedImageId, storeImage } from '../../images/image-store';
import { readUpload } from '../../images/read-upload';
import { findUserById } from '../auth/auth.queries';
import { coverFromImgTag } from './cover-from-img-tag';
import { cleanPostBody } from './publicaciones-contenido.writes';
import { replaceBodyImages } from './publicaciones-imagenes.writes';
import { recordRevision, revisionKindOf } from './publicaciones-revisiones.writes';

export const postWriteMessages = {
  conflict: postConcurrencyMessages.conflict,
  pendingSaved: postConcurrencyMessages.pendingSaved,
  unknownCategory: 'Alguna de las categorías seleccionadas no existe.',
  unknownCover: 'La imagen de portada indicada no existe.',
  externalCover: 'La portada debe ser una imagen subida (JPEG, PNG, WebP o GIF).',
  deleted: 'Publicacion eliminada correctamente',
  notFound: 'No se encontró la publicación solicitada.',
} as const;

const FALLBACK_SUMMARY_LENGTH = 150;
const COVER = 'Imagen_portada';

/** What a write does to the cover: leaves it (undefined), removes it (null), links a stored or a new image. */
type CoverChange = undefined | null | { storedId: number } | { upload: DecodedImage };

/**
 * Reads the cover before the post's transaction: re-encoding a large picture takes a while and must
 * not hold the transaction open. A new upload counts against the editor's image limit.
 */
export async function readCover(
  db: Db,
  publicUrl: string,
  cover: string | null | undefined,
  editor: SessionUser,
): Promise<CoverChange> {
  if (cover === undefined) return undefined;
  if (cover === null || cover.trim() === '') return null;
  const source = coverFromImgTag(cover.trim());
  const storedId = storedImageId(publicUrl, source);
  if (storedId !== undefined) return { storedId };
  if (/^https?:\/\//i.test(source)) throw invalidField(COVER, postWriteMessages.externalCover);
  await enforce(db, limits.imageUploadsPerUser, String(editor.id));
  return { upload: await readUpload(source, POST_IMAGE_BOUNDS, COVER) };
}

/** The cover's image id, inside the transaction: a linked image must exist; a new one is stored once. */
async function coverImageId(db: Db, cover: CoverChange): Promise<number | null | undefined> {
  if (cover === undefined || cover === null) return cover;
  if ('upload' in cover) return storeImage(db, cover.upload.bytes, cover.upload.contentType);
  const [exists] = await db.select({ id: imagenes.id }).from(imagenes).where(eq(imagenes.id, cover.storedId));
  if (!exists) throw invalidField(COVER, postWriteMessages.unknownCover);
  return cover.storedId;
}

async function checkCategories(db: Db, ids: number[]): Promise<void> {
  const found = await db.select({ id: categorias.id }).from(categorias).where(inArray(categorias.id, ids));
  if (found.length !== ids.length) throw invalidField('categorias', postWriteMessages.unknownCategory);
}

/**
 * Checks the rest of the input and stores the cover; runs inside the post's transaction, so a failure
 * keeps nothing. `contenido` is the body as cleanPostBody left it.
 */
export async function prepare(db: Db, input: ParsedPostInput, contenido: string, cover: CoverChange) {
  await checkCategories(db, input.categorias);
  const resumen = input.resumen?.trim() || input.titulo.slice(0, FALLBACK_SUMMARY_LENGTH);
  return { contenido, resumen, imagenPortadaId: await coverImageId(db, cover) };
}

/** What a save stored, as its revision keeps it. */
export function snapshotOf(
  input: ParsedPostInput,
  prepared: { contenido: string; resumen: string },
  imagenPortadaId: number | null | undefined,
) {
  return {
    titulo: input.titulo,
    resumen: prepared.resumen,
    contenido: prepared.contenido,
    categorias: input.categorias,
    imagenPortadaId: imagenPortadaId ?? null,
  };
}

/** The author's name as posts show it: first and last name, or the username when they are unknown. */
async function authorName(db: Db, author: SessionUser): Promise<string> {
  const user = await findUserById(db, author.id);
  return user ? `${user.firstName} ${user.lastName}`.trim() : author.username;
}

export async function createPost(
  { db, config }: Reader,
  input: ParsedPostInput,
  author: SessionUser,
): Promise<number> {
  const contenido = await cleanPostBody(input.contenido);
  const nombreAutor = await authorName(db, author);
  const cover = await readCover(db, config.publicUrl, input.Imagen_portada, author);
  return db.transaction(async (tx) => {
    const prepared = await prepare(tx, input, contenido, cover);
    const [row] = await tx
      .insert(publicaciones)
      .values({
        titulo: input.titulo,
        resumen: prepared.resumen,
        contenido: prepared.contenido,
        allowlistVersion: HTML_ALLOWLIST_VERSION,
        imagenPortadaId: prepared.imagenPortadaId ?? null,
        estado: input.estado,
        autorId: author.id,
        nombreAutor,
      })
      .returning({ id: publicaciones.id });
    if (!row) throw new Error('Insert returned no row');
    await tx
      .insert(publicacionesCategorias)
      .values(
        input.categorias.map((categoriaId, posicion) => ({ publicacionId: row.id, categoriaId, posicion })),
      );
    await replaceBodyImages(tx, config.publicUrl, row.id, prepared.contenido);
    await recordRevision(
      tx,
      row.id,
      snapshotOf(input, prepared, prepared.imagenPortadaId),
      revisionKindOf('editor', undefined, input.estado),
      { id: author.id },
    );
    return row.id;
  });
}

export async function deletePost(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(publicaciones)
    .where(eq(publicaciones.id, id))
    .returning({ id: publicaciones.id });
  if (deleted.length === 0) throw new HttpError(Status.NOT_FOUND, postWriteMessages.notFound);
}
