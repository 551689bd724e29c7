import { randomBytes } from 'node:crypto';
import { CATEGORIES } from '@pupitre/data';
import { hashPassword } from '../auth/password';
import { storeImage } from '../images/image-store';
import type { Db } from './client';
import { renderCover } from './demo/cover-png';
import { demoComments, demoPosts } from './demo/posts';
import { comentarios, publicaciones, publicacionesCategorias, usuarios } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;

const demoReaders = {
  maria: {
    username: 'maria.lopez',
    email: 'maria.lopez@pupitre.local',
    firstName: 'María',
    lastName: 'López',
  },
  diego: {
    username: 'diego_r',
    email: 'diego.ramirez@pupitre.local',
    firstName: 'Diego',
    lastName: 'Ramírez',
  },
} as const;

function daysAgo(now: Date, days: number, hour: number): Date {
  const date = new Date(now.getTime() - days * DAY_MS);
  date.setUTCHours(hour, (days * 7) % 60, 0, 0);
  return date;
}

function colourOf(categoryId: number): string {
  return CATEGORIES.find((category) => category.id === categoryId)?.color ?? '#4c7977';
}

async function createReaders(db: Db): Promise<Record<keyof typeof demoReaders, number>> {
  const ids: Partial<Record<keyof typeof demoReaders, number>> = {};
  for (const [key, reader] of Object.entries(demoReaders) as [
    keyof typeof demoReaders,
    (typeof demoReaders)[keyof typeof demoReaders],
  ][]) {
    // Demo readers exist to show comments; nobody knows their random passwords.
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    const [row] = await db
      .insert(usuarios)
      .values({ ...reader, passwordHash })
      .returning({ id: usuarios.id });
    if (!row) throw new Error(`Could not create demo reader ${key}`);
    ids[key] = row.id;
  }
  return ids as Record<keyof typeof demoReaders, number>;
}

/** Writes the demo articles (with generated covers), two demo readers and their comments. */
export async function seedDemoContent(db: Db, adminId: number, now = new Date()): Promise<number> {
  const postIds = new Map<string, number>();
  for (const [index, post] of demoPosts.entries()) {
    const mainCategory = post.categorias[0] ?? 1;
    const cover = renderCover({ seed: index + 1, colour: colourOf(mainCategory) });
    const imagenPortadaId = await storeImage(db, cover, 'image/png');
    const created = daysAgo(now, post.diasAtras, 9 + (index % 9));
    const [row] = await db
      .insert(publicaciones)
      .values({
        titulo: post.titulo,
        resumen: post.resumen,
        contenido: post.contenido,
        imagenPortadaId,
        estado: 'publicado',
        autorId: adminId,
        nombreAutor: post.autor,
        contadorLikes: (index * 7) % 23,
        fechaCreacion: created,
        fechaModificacion: created,
      })
      .returning({ id: publicaciones.id });
    if (!row) throw new Error(`Could not create demo post ${post.slug}`);
    postIds.set(post.slug, row.id);
    await db
      .insert(publicacionesCategorias)
      .values(
        post.categorias.map((categoriaId, posicion) => ({ publicacionId: row.id, categoriaId, posicion })),
      );
  }
  const readers = await createReaders(db);
  for (const comment of demoComments) {
    const publicacionId = postIds.get(comment.postSlug);
    if (!publicacionId) continue;
    const date = daysAgo(now, comment.diasAtras, 18);
    await db.insert(comentarios).values({
      publicacionId,
      usuarioId: readers[comment.autor],
      contenido: comment.contenido,
      fechaPublicacion: date,
      fechaModificacion: date,
    });
  }
  return postIds.size;
}
