import { count, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema';
import { avatarFields } from '../users/avatar-thumbnail.queries';

export type UserRow = typeof usuarios.$inferSelect;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(usuarios).where(eq(usuarios.id, id));
  return user;
}

/** Usernames and emails match in any letter case. */
function matchesIgnoringCase(column: AnyPgColumn, value: string) {
  return sql`lower(${column}) = ${value.toLowerCase()}`;
}

/** Login accepts a username or an email, in any letter case. */
export async function findUserByLogin(db: Db, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.trim();
  const [user] = await db
    .select()
    .from(usuarios)
    .where(or(matchesIgnoringCase(usuarios.username, value), matchesIgnoringCase(usuarios.email, value)))
    .limit(1);
  return user;
}

async function isTaken(db: Db, column: AnyPgColumn, value: string): Promise<boolean> {
  const rows = await db.select({ id: usuarios.id }).from(usuarios).where(matchesIgnoringCase(column, value));
  return rows.length > 0;
}

export function usernameTaken(db: Db, username: string): Promise<boolean> {
  return isTaken(db, usuarios.username, username);
}

export function emailTaken(db: Db, email: string): Promise<boolean> {
  return isTaken(db, usuarios.email, email);
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(usuarios).where(matchesIgnoringCase(usuarios.email, email));
  return user;
}

export async function countSuperusers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(usuarios).where(eq(usuarios.isSuperuser, true));
  return row?.n ?? 0;
}

/** The current-user answer: never the password hash. */
export function userAnswer(user: UserRow, publicUrl: string, avatarThumbnail: Uint8Array | null = null) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    is_superuser: user.isSuperuser,
    date_joined: user.dateJoined.toISOString(),
    ...avatarFields(publicUrl, user.avatarImagenId, avatarThumbnail),
  };
}
