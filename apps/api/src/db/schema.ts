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
import { bytea } from './bytea';

export const categorias = pgTable('categorias', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
  descripcion: text('descripcion'),
  color: text('color').notNull(),
});

export const imagenes = pgTable(
  'imagenes',
  {
    id: serial('id').primaryKey(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('imagenes_sha256_idx').on(table.sha256)],
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
    avatarImagenId: integer('avatar_imagen_id').references(() => imagenes.id, { onDelete: 'set null' }),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
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
    imagenPortadaId: integer('imagen_portada_id').references(() => imagenes.id, { onDelete: 'set null' }),
    estado: text('estado', { enum: ['publicado', 'borrador'] })
      .notNull()
      .default('borrador'),
    autorId: integer('autor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    nombreAutor: text('nombre_autor'),
    contadorLikes: integer('contador_likes').notNull().default(0),
    fechaCreacion: timestamp('fecha_creacion', { withTimezone: true }).notNull().defaultNow(),
    fechaModificacion: timestamp('fecha_modificacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('publicaciones_estado_fecha_idx').on(table.estado, table.fechaCreacion, table.id)],
);

export const publicacionesCategorias = pgTable(
  'publicaciones_categorias',
  {
    publicacionId: integer('publicacion_id')
      .notNull()
      .references(() => publicaciones.id, { onDelete: 'cascade' }),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categorias.id, { onDelete: 'cascade' }),
    posicion: integer('posicion').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.publicacionId, table.categoriaId] }),
    index('publicaciones_categorias_categoria_idx').on(table.categoriaId),
  ],
);

export const comentarios = pgTable(
  'comentarios',
  {
    id: serial('id').primaryKey(),
    publicacionId: integer('publicacion_id')
      .notNull()
      .references(() => publicaciones.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    contenido: text('contenido').notNull(),
    fechaPublicacion: timestamp('fecha_publicacion', { withTimezone: true }).notNull().defaultNow(),
    fechaModificacion: timestamp('fecha_modificacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('comentarios_publicacion_idx').on(table.publicacionId, table.fechaPublicacion)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_idx').on(table.tokenHash),
    index('refresh_tokens_usuario_idx').on(table.usuarioId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('password_resets_hash_idx').on(table.tokenHash)],
);

export const mensajesContacto = pgTable('mensajes_contacto', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  email: text('email').notNull(),
  asunto: text('asunto').notNull(),
  mensaje: text('mensaje').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const suscripcionesNewsletter = pgTable(
  'suscripciones_newsletter',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('suscripciones_newsletter_email_idx').on(sql`lower(${table.email})`)],
);

/** Fixed-window counters for abuse limits, kept in the database so every instance shares them. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
