import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';

/** Column builders several tables repeat; each call makes a fresh builder, as drizzle needs. */

/** A time with zone, required, set to now when the row is written. */
export function stampedAt(name: string) {
  return timestamp(name, { withTimezone: true }).notNull().defaultNow();
}

/** A required reference whose row goes away with the row it points at. */
export function ownedBy(name: string, target: () => AnyPgColumn) {
  return integer(name).notNull().references(target, { onDelete: 'cascade' });
}

/** An optional reference that is emptied when the row it points at goes away. */
export function optionalRef(name: string, target: () => AnyPgColumn) {
  return integer(name).references(target, { onDelete: 'set null' });
}

/** An image encoded in one format, as it is served: its media type, size and bytes, and when it was stored. */
export function encodedImage() {
  return {
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: stampedAt('created_at'),
  };
}
