import { revisionKinds } from '@pupitre/data';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { encodedImage, optionalRef, ownedBy, stampedAt } from './columns';

export const categorias = pgTable('categorias', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
  descripcion: text('descripcion'),
  color: text('color').notNull(),
});

/**
 * How many posts each state has, kept by the database on every write of a post (migration 0013): the
 * admin panel's figures read two rows, never the posts.
 */
export const publicacionesRecuentos = pgTable('publicaciones_recuentos', {
  estado: text('estado').primaryKey(),
  total: integer('total').notNull(),
});

/**
 * How many posts have each category first (a post counts once, in its first category), kept by the
 * database on every write of a link (migration 0013). A deleted category's row stays at 0: read it joined.
 */
export const categoriasRecuentos = pgTable('categorias_recuentos', {
  categoriaId: integer('categoria_id').primaryKey(),
  total: integer('total').notNull(),
});

/** The category each post is counted in above: the trigger compares it with the post's first category. */
export const publicacionesCategoriaContada = pgTable('publicaciones_categoria_contada', {
  publicacionId: integer('publicacion_id').primaryKey(),
  categoriaId: integer('categoria_id').notNull(),
});

export const imagenes = pgTable(
  'imagenes',
  {
    id: serial('id').primaryKey(),
    sha256: text('sha256').notNull(),
    ...encodedImage(),
  },
  (table) => [uniqueIndex('imagenes_sha256_idx').on(table.sha256)],
);

/**
 * A stored image scaled to one of the widths pages ask for, in a modern format: made the first time it
 * is asked for, then kept with its image (and removed with it).
 */
export const imagenVariantes = pgTable(
  'imagen_variantes',
  {
    imagenId: ownedBy('imagen_id', () => imagenes.id),
    ancho: integer('ancho').notNull(),
    formato: text('formato').notNull(),
    ...encodedImage(),
  },
  (table) => [primaryKey({ columns: [table.imagenId, table.ancho, table.formato] })],
);

export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    avatarImagenId: optionalRef('avatar_imagen_id', () => imagenes.id),
    dateJoined: stampedAt('date_joined'),
    /** Raised by a password reset or change: access tokens carrying an older version stop working. */
    sesionVersion: integer('sesion_version').notNull().default(0),
  },
  (table) => [
    uniqueIndex('usuarios_username_idx').on(sql`lower(${table.username})`),
    uniqueIndex('usuarios_email_idx').on(sql`lower(${table.email})`),
  ],
);

export const publicaciones = pgTable(
  'publicaciones',
  {
    id: serial('id').primaryKey(),
    titulo: text('titulo').notNull(),
    resumen: text('resumen'),
    contenido: text('contenido').notNull(),
    /** The HTML allowlist edition `contenido` was sanitised with (HTML_ALLOWLIST_VERSION). */
    allowlistVersion: integer('html_allowlist_version').notNull().default(1),
    imagenPortadaId: optionalRef('imagen_portada_id', () => imagenes.id),
    estado: text('estado', { enum: ['publicado', 'borrador'] })
      .notNull()
      .default('borrador'),
    autorId: optionalRef('autor_id', () => usuarios.id),
    nombreAutor: text('nombre_autor'),
    contadorLikes: integer('contador_likes').notNull().default(0),
    fechaCreacion: stampedAt('fecha_creacion'),
    fechaModificacion: stampedAt('fecha_modificacion'),
  },
  (table) => [
    index('publicaciones_estado_fecha_idx').on(table.estado, table.fechaCreacion, table.id),
    // Every post by date, drafts included: the seeds' /all and the admin panel's oldest-first order.
    index('publicaciones_fecha_idx').on(table.fechaCreacion, table.id),
    // The admin panel's alphabetical order (migration 0013 defines the immutable titulo_orden).
    index('publicaciones_titulo_orden_idx').on(
      sql`(public.titulo_orden(${table.titulo}) collate "C")`,
      table.id,
    ),
    // The sitemap index dates each file of 10,000 post ids (routes/feeds): one lookup per file.
    index('publicaciones_sitemap_idx')
      .on(sql`((${table.id} - 1) / 10000)`, table.fechaModificacion)
      .where(sql`${table.estado} = 'publicado'`),
  ],
);

export const publicacionesCategorias = pgTable(
  'publicaciones_categorias',
  {
    publicacionId: ownedBy('publicacion_id', () => publicaciones.id),
    categoriaId: ownedBy('categoria_id', () => categorias.id),
    posicion: integer('posicion').notNull().default(0),
    /**
     * The post's state and creation time, copied by the database on every write of the link or the post
     * (migration 0011), so a category's list is one range of one index: never set them.
     */
    estado: text('estado', { enum: ['publicado', 'borrador'] })
      .notNull()
      .default('borrador'),
    fechaCreacion: stampedAt('fecha_creacion'),
  },
  (table) => [
    primaryKey({ columns: [table.publicacionId, table.categoriaId] }),
    index('publicaciones_categorias_categoria_idx').on(table.categoriaId),
    index('publicaciones_categorias_publicadas_idx')
      .on(table.categoriaId, table.fechaCreacion, table.publicacionId)
      .where(sql`${table.estado} = 'publicado'`),
  ],
);

/** The stored images a post's body shows: they are as visible as the post (ARCHITECTURE decision 9). */
export const publicacionesImagenes = pgTable(
  'publicaciones_imagenes',
  {
    publicacionId: ownedBy('publicacion_id', () => publicaciones.id),
    imagenId: ownedBy('imagen_id', () => imagenes.id),
  },
  (table) => [
    primaryKey({ columns: [table.publicacionId, table.imagenId] }),
    index('publicaciones_imagenes_imagen_idx').on(table.imagenId),
  ],
);

/** What a revision records: the save that made it; the API's own values (packages/data). */
export { revisionKinds };

/**
 * A post as one save left it (ARCHITECTURE decision 15): kept with the post and removed with it. An
 * autosave rewrites the latest revision while it is an autosave begun less than ten minutes before.
 */
export const publicacionesRevisiones = pgTable(
  'publicaciones_revisiones',
  {
    id: serial('id').primaryKey(),
    publicacionId: ownedBy('publicacion_id', () => publicaciones.id),
    /** When the revision began; an autosave that rewrites it keeps this and moves `updatedAt`. */
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
    autorId: optionalRef('autor_id', () => usuarios.id),
    kind: text('kind', { enum: revisionKinds }).notNull(),
    titulo: text('titulo').notNull(),
    resumen: text('resumen'),
    categorias: integer('categorias').array().notNull(),
    /** The body as it was stored: already sanitised. */
    contenido: text('contenido').notNull(),
    imagenPortadaId: optionalRef('imagen_portada_id', () => imagenes.id),
    /**
     * The editor tab that wrote it (a random id per tab), so an autosave only ever rewrites its own
     * session's revision; null for saves from other clients.
     */
    sesion: text('sesion'),
  },
  (table) => [
    index('publicaciones_revisiones_publicacion_idx').on(
      table.publicacionId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

export const comentarios = pgTable(
  'comentarios',
  {
    id: serial('id').primaryKey(),
    publicacionId: ownedBy('publicacion_id', () => publicaciones.id),
    usuarioId: ownedBy('usuario_id', () => usuarios.id),
    contenido: text('contenido').notNull(),
    fechaPublicacion: stampedAt('fecha_publicacion'),
    fechaModificacion: stampedAt('fecha_modificacion'),
  },
  (table) => [index('comentarios_publicacion_idx').on(table.publicacionId, table.fechaPublicacion)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    usuarioId: ownedBy('usuario_id', () => usuarios.id),
    tokenHash: text('token_hash').notNull(),
    /** Every token rotated from one login shares its family: replaying a spent one revokes them all. */
    familia: text('familia').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was rotated; spent tokens stay a while so a replay can be recognised. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: stampedAt('created_at'),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_idx').on(table.tokenHash),
    index('refresh_tokens_usuario_idx').on(table.usuarioId),
    index('refresh_tokens_familia_idx').on(table.familia),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    usuarioId: ownedBy('usuario_id', () => usuarios.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: stampedAt('created_at'),
  },
  (table) => [uniqueIndex('password_resets_hash_idx').on(table.tokenHash)],
);

export const mensajesContacto = pgTable('mensajes_contacto', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  email: text('email').notNull(),
  asunto: text('asunto').notNull(),
  mensaje: text('mensaje').notNull(),
  createdAt: stampedAt('created_at'),
});

// The newsletter's subscribers, deliveries and scheduled posts (decision 12).
export * from './newsletter-schema';

/**
 * Abuse-limit counters in the layout rate-limiter-flexible's Drizzle store expects: one row per key,
 * its points and when they expire. Kept in the database so every instance shares them.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});
