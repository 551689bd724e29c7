import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from './client';
import { usuarios } from './schema';

export interface AdminSettings {
  username?: string;
  email?: string;
  password?: string;
}

/** A password that satisfies the registration rules (upper, lower, digit, 8+) and is hard to guess. */
function generatePassword(): string {
  const body = randomBytes(12).toString('base64url');
  return `Pp7${body}`;
}

/** Creates the first superuser when there is none; a generated password is printed exactly once. */
export async function ensureSuperuser(db: Db, settings: AdminSettings, log: (line: string) => void) {
  const [existing] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.isSuperuser, true))
    .limit(1);
  if (existing) return existing.id;
  const username = (settings.username ?? 'admin').toLowerCase();
  const email = settings.email ?? 'admin@pupitre.local';
  const password = settings.password ?? generatePassword();
  const [created] = await db
    .insert(usuarios)
    .values({
      username,
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Administración',
      lastName: 'Pupitre',
      isSuperuser: true,
    })
    .returning({ id: usuarios.id });
  if (!created) throw new Error('Could not create the superuser');
  if (settings.password) {
    log(`[seed] superuser "${username}" created with ADMIN_PASSWORD`);
  } else {
    log(`[seed] superuser created: username "${username}", password "${password}" (shown only once)`);
  }
  return created.id;
}
