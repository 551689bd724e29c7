import { createHash } from 'node:crypto';
import { CATEGORIES } from '@pupitre/data';
import { renderCover } from '../demo/cover-png';
import { demoComments, demoPosts } from '../demo/posts';

/** Rows by table, in the columns of the first schema (0000), which every later one still has. */
export type FixtureContent = Record<string, Record<string, string | number | boolean | null>[]>;

const DEMO_POSTS = 12;
const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 0, 1 + day, hour, day % 60)).toISOString();

function image(id: number, seed: number, colour: string) {
  const bytes = renderCover({ seed, colour, width: 24, height: 14 });
  return {
    id,
    content_type: 'image/png',
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length,
    bytes: `\\x${bytes.toString('hex')}`,
    created_at: at(seed),
  };
}

const longText = Array.from(
  { length: 400 },
  (_, index) => `<p>Párrafo ${index + 1}: la constancia vence lo que la dicha no alcanza, día tras día.</p>`,
).join('');

/** Demo articles and comments, plus the cases an upgrade most easily breaks. */
export function fixtureContent(): FixtureContent {
  const images = [image(1, 1, '#FF6B6B'), image(2, 2, '#4ECDC4'), image(3, 3, '#FFD93D')];
  const usuarios = [
    { id: 1, username: 'admin', email: 'admin@pupitre.local', is_superuser: true, avatar_imagen_id: null },
    {
      id: 2,
      username: 'maria.lopez',
      email: 'maria.lopez@pupitre.local',
      is_superuser: false,
      avatar_imagen_id: 3,
    },
    {
      id: 3,
      username: 'diego_r',
      email: 'diego.ramirez@pupitre.local',
      is_superuser: false,
      avatar_imagen_id: null,
    },
  ].map((user, index) => ({
    ...user,
    password_hash: `scrypt$fixture$${index}`,
    first_name: ['Ada', 'María', 'Diego'][index] ?? '',
    last_name: ['Admin', 'López', 'Ramírez'][index] ?? '',
    date_joined: at(index),
  }));
  const demo = demoPosts.slice(0, DEMO_POSTS).map((post, index) => ({
    id: index + 1,
    titulo: post.titulo,
    resumen: post.resumen,
    contenido: post.contenido,
    imagen_portada_id: index < 2 ? index + 1 : null,
    estado: 'publicado',
    autor_id: 1,
    nombre_autor: post.autor,
    contador_likes: index,
    fecha_creacion: at(index + 10),
    fecha_modificacion: at(index + 10, 12),
    categorias: post.categorias,
  }));
  const edge = [
    {
      titulo: 'Borrador sin terminar',
      resumen: null,
      contenido: '<p>Solo yo lo veo.</p>',
      estado: 'borrador',
      categorias: [2],
    },
    { titulo: 'Sola', resumen: null, contenido: '<p>Hola</p>', estado: 'publicado', categorias: [] },
    {
      titulo: 'Un texto muy largo',
      resumen: 'Cuatrocientos párrafos.',
      contenido: longText,
      estado: 'publicado',
      categorias: [3, 4],
    },
    {
      titulo: 'Ñandú, acentos y 🎒 emoji',
      resumen: 'Comillas "dobles" y \'simples\'\ttab',
      contenido: '<p>a\\b ñ 日本 🎒</p>\n<p>línea</p>',
      estado: 'publicado',
      categorias: [7],
    },
  ].map((post, index) => ({
    id: DEMO_POSTS + index + 1,
    ...post,
    imagen_portada_id: index === 0 ? 2 : null,
    autor_id: index === 1 ? null : 1,
    nombre_autor: index === 1 ? 'Autor borrado' : 'Ada Admin',
    contador_likes: 0,
    fecha_creacion: at(30 + index),
    fecha_modificacion: at(30 + index, 18),
  }));
  const posts = [...demo, ...edge];
  const slugs = demoPosts.slice(0, DEMO_POSTS).map((post) => post.slug);
  const comentarios = [
    ...demoComments
      .filter((comment) => slugs.includes(comment.postSlug))
      .map((comment) => ({
        publicacion_id: slugs.indexOf(comment.postSlug) + 1,
        usuario_id: comment.autor === 'maria' ? 2 : 3,
        contenido: comment.contenido,
      })),
    { publicacion_id: DEMO_POSTS + 3, usuario_id: 2, contenido: 'Varias líneas:\nuna\n\ndos\\tres 🎒' },
    { publicacion_id: DEMO_POSTS + 2, usuario_id: 3, contenido: 'x' },
  ].map((comment, index) => ({
    id: index + 1,
    ...comment,
    fecha_publicacion: at(40 + index),
    fecha_modificacion: at(40 + index),
  }));
  return {
    categorias: CATEGORIES.map((category) => ({ ...category })),
    imagenes: images,
    usuarios,
    publicaciones: posts.map(({ categorias: _, ...post }) => post),
    publicaciones_categorias: posts.flatMap((post) =>
      post.categorias.map((categoria_id, posicion) => ({ publicacion_id: post.id, categoria_id, posicion })),
    ),
    comentarios,
  };
}
