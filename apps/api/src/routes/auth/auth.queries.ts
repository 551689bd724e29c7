import { count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema';
import { imageUrl } from '../../images/image-store';

export type UserRow = typeof usuarios.$inferSelect;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(usuarios).where(eq(usuarios.id, id));
  return user;
}

/** Login accepts a username or an email, in any letter case. */
export async function findUserByLogin(db: Db, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(usuarios)
    .where(or(sql`lower(${usuarios.username}) = ${value}`, sql`lower(${usuarios.email}) = ${value}`))
    .limit(1);
  return user;
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(sql`lower(${usuarios.username}) = ${username.toLowerCase()}`);
  return rows.length > 0;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(sql`lower(${usuarios.email}) = ${email.toLowerCase()}`);
  return rows.length > 0;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(usuarios)
    .where(sql`lower(${usuarios.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function countSuperusers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(usuarios).where(eq(usuarios.isSuperuser, true));
  return row?.n ?? 0;
}

/** The current-user answer: never the password hash. */
export function userAnswer(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    is_superuser: user.isSuperuser,
    date_joined: user.dateJoined.toISOString(),
    avatar: imageUrl(user.avatarImagenId),
  };
}
