import { type ParsedPostInput, postInputMessages } from '@pupitre/data';
import { eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../auth/tokens';
import { sanitisePostHtml } from '../../content/sanitise-post-html';
import type { Db } from '../../db/client';
import type { Reader } from '../../db/reader';
import { categorias, imagenes, publicaciones, publicacionesCategorias } from '../../db/schema';
import { HttpError, invalidField, Status } from '../../http/errors';
import { COVER_MAX_BYTES, decodeImage } from '../../images/decode-image';
import { storedImageId, storeImage } from '../../images/image-store';
import { findUserById } from '../auth/auth.queries';
import { replaceBodyImages } from './publicaciones-imagenes.writes';

export const postWriteMessages = {
  unknownCategory: 'Alguna de las categorías seleccionadas no existe.',
  unknownCover: 'La imagen de portada indicada no existe.',
  externalCover: 'La portada debe ser una imagen subida (JPEG, PNG, WebP o GIF).',
  deleted: 'Publicacion eliminada correctamente',
  notFound: 'No se encontró la publicación solicitada.',
} as const;

const FALLBACK_SUMMARY_LENGTH = 150;
const COVER = 'Imagen_portada';

/** The cover: kept as it is, removed, or a newly uploaded image stored once. Undefined leaves it alone. */
async function coverImageId(
  db: Db,
  publicUrl: string,
  cover: string | null | undefined,
): Promise<number | null | undefined> {
  if (cover === undefined) return undefined;
  if (cover === null || cover.trim() === '') return null;
  const id = storedImageId(publicUrl, cover.trim());
  if (id !== undefined) {
    const [exists] = await db.select({ id: imagenes.id }).from(imagenes).where(eq(imagenes.id, id));
    if (!exists) throw invalidField(COVER, postWriteMessages.unknownCover);
    return id;
  }
  if (/^https?:\/\//i.test(cover.trim())) throw invalidField(COVER, postWriteMessages.externalCover);
  const image = decodeImage(cover, COVER_MAX_BYTES, COVER);
  return storeImage(db, image.bytes, image.contentType);
}

async function checkCategories(db: Db, ids: number[]): Promise<void> {
  const found = await db.select({ id: categorias.id }).from(categorias).where(inArray(categorias.id, ids));
  if (found.length !== ids.length) throw invalidField('categorias', postWriteMessages.unknownCategory);
}

/** Checks the input and stores the cover; runs inside the post's transaction, so a failure keeps nothing. */
async function prepare(db: Db, publicUrl: string, input: ParsedPostInput) {
  const contenido = sanitisePostHtml(input.contenido);
  if (contenido === '') throw invalidField('contenido', postInputMessages.htmlEmpty);
  await checkCategories(db, input.categorias);
  const resumen = input.resumen?.trim() || input.titulo.slice(0, FALLBACK_SUMMARY_LENGTH);
  return { contenido, resumen, imagenPortadaId: await coverImageId(db, publicUrl, input.Imagen_portada) };
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
  const nombreAutor = await authorName(db, author);
  return db.transaction(async (tx) => {
    const prepared = await prepare(tx, config.publicUrl, input);
    const [row] = await tx
      .insert(publicaciones)
      .values({
        titulo: input.titulo,
        resumen: prepared.resumen,
        contenido: prepared.contenido,
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
    return row.id;
  });
}

/** Updates in place: same id, comments kept (a deliberate change from the spec's delete-and-recreate). */
export async function updatePost({ db, config }: Reader, id: number, input: ParsedPostInput): Promise<void> {
  const [existing] = await db
    .select({ id: publicaciones.id })
    .from(publicaciones)
    .where(eq(publicaciones.id, id));
  if (!existing) throw new HttpError(Status.NOT_FOUND, postWriteMessages.notFound);
  await db.transaction(async (tx) => {
    const prepared = await prepare(tx, config.publicUrl, input);
    await tx
      .update(publicaciones)
      .set({
        titulo: input.titulo,
        resumen: prepared.resumen,
        contenido: prepared.contenido,
        estado: input.estado,
        fechaModificacion: new Date(),
        ...(prepared.imagenPortadaId === undefined ? {} : { imagenPortadaId: prepared.imagenPortadaId }),
      })
      .where(eq(publicaciones.id, id));
    await tx.delete(publicacionesCategorias).where(eq(publicacionesCategorias.publicacionId, id));
    await tx
      .insert(publicacionesCategorias)
      .values(
        input.categorias.map((categoriaId, posicion) => ({ publicacionId: id, categoriaId, posicion })),
      );
    await replaceBodyImages(tx, config.publicUrl, id, prepared.contenido);
  });
}

export async function deletePost(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(publicaciones)
    .where(eq(publicaciones.id, id))
    .returning({ id: publicaciones.id });
  if (deleted.length === 0) throw new HttpError(Status.NOT_FOUND, postWriteMessages.notFound);
}
