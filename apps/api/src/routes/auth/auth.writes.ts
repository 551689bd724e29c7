import type { registerRequestSchema } from '@pupitre/data';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword } from '../../auth/password';
import { revokeRefreshTokens } from '../../auth/refresh-tokens';
import type { Db } from '../../db/client';
import { usuarios } from '../../db/schema';
import { deleteImageIfUnused } from '../../images/image-cleanup';
import type { UserRow } from './auth.queries';

type Registration = Omit<z.output<typeof registerRequestSchema>, 'password2'>;

export async function insertUser(db: Db, registration: Registration): Promise<UserRow> {
  const [created] = await db
    .insert(usuarios)
    .values({
      username: registration.username,
      email: registration.email,
      passwordHash: await hashPassword(registration.password),
      firstName: registration.first_name,
      lastName: registration.last_name,
    })
    .returning();
  if (!created) throw new Error('Insert returned no row');
  return created;
}

/**
 * Comments and refresh tokens go with the account (cascade); posts stay, without an author link. The
 * avatar goes too, unless a post or another account still shows the same image.
 */
export async function deleteUser(db: Db, id: number): Promise<void> {
  await revokeRefreshTokens(db, id);
  const [deleted] = await db
    .delete(usuarios)
    .where(eq(usuarios.id, id))
    .returning({ avatarId: usuarios.avatarImagenId });
  if (deleted?.avatarId != null) await deleteImageIfUnused(db, deleted.avatarId);
}
