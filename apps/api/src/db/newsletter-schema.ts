import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { optionalRef, ownedBy, stampedAt } from './columns';
import { publicaciones } from './schema';

export const subscriptionStates = ['pendiente', 'confirmada', 'baja'] as const;

/**
 * One row per address. It receives articles only once `confirmada` (double opt-in); `pendiente` rows
 * whose link expired are purged by a job.
 */
export const suscripcionesNewsletter = pgTable(
  'suscripciones_newsletter',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: stampedAt('created_at'),
    estado: text('estado', { enum: subscriptionStates }).notNull().default('pendiente'),
    /** SHA-256 of the single-use confirmation token; emptied once used. */
    confirmacionHash: text('confirmacion_hash'),
    confirmacionExpira: timestamp('confirmacion_expira', { withTimezone: true }),
    /** When the last confirmation email was queued: at most one an hour per address. */
    confirmacionEnviadaAt: timestamp('confirmacion_enviada_at', { withTimezone: true }),
    confirmadaAt: timestamp('confirmada_at', { withTimezone: true }),
    /** The capability in every email's unsubscribe link: unsubscribe, ask for a copy, delete. */
    claveBaja: uuid('clave_baja').notNull().defaultRandom(),
  },
  (table) => [
    uniqueIndex('suscripciones_newsletter_email_idx').on(sql`lower(${table.email})`),
    uniqueIndex('suscripciones_newsletter_clave_baja_idx').on(table.claveBaja),
    uniqueIndex('suscripciones_newsletter_confirmacion_idx').on(table.confirmacionHash),
  ],
);

/** A post's newsletter: asked for once (the primary key), then fanned out into deliveries. */
export const newsletterEnvios = pgTable('newsletter_envios', {
  publicacionId: ownedBy('publicacion_id', () => publicaciones.id).primaryKey(),
  solicitadoAt: stampedAt('solicitado_at'),
  /** Set when the deliveries were created: how many subscribers it goes to. */
  destinatarios: integer('destinatarios'),
  terminadoAt: timestamp('terminado_at', { withTimezone: true }),
});

export const deliveryStates = ['pendiente', 'enviando', 'enviado', 'fallido'] as const;

/**
 * One email of a post to one subscriber. Its `clave` (the idempotency key, also the Message-ID) and the
 * `enviando` state are committed before the email leaves; a retry never resends an `enviado` row.
 */
export const newsletterEntregas = pgTable(
  'newsletter_entregas',
  {
    id: serial('id').primaryKey(),
    publicacionId: ownedBy('publicacion_id', () => publicaciones.id),
    suscripcionId: optionalRef('suscripcion_id', () => suscripcionesNewsletter.id),
    email: text('email').notNull(),
    clave: uuid('clave').notNull().defaultRandom(),
    estado: text('estado', { enum: deliveryStates }).notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    /** A pending retry waits until then (backoff); a claim in `enviando` is held until then. */
    esperaHasta: timestamp('espera_hasta', { withTimezone: true }).notNull().defaultNow(),
    error: text('error'),
    enviadoAt: timestamp('enviado_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_entregas_unica_idx').on(table.publicacionId, table.suscripcionId),
    index('newsletter_entregas_cola_idx').on(table.publicacionId, table.estado, table.esperaHasta),
  ],
);

/** A draft to be published at `publicarAt` by the job queue, then emailed when `enviar` is set. */
export const publicacionesProgramadas = pgTable('publicaciones_programadas', {
  publicacionId: ownedBy('publicacion_id', () => publicaciones.id).primaryKey(),
  publicarAt: timestamp('publicar_at', { withTimezone: true }).notNull(),
  enviar: boolean('enviar').notNull().default(false),
  createdAt: stampedAt('created_at'),
});
