import type { contactSchema } from '@pupitre/data';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { mensajesContacto, suscripcionesNewsletter } from '../../db/schema';

export async function storeContactMessage(db: Db, message: z.output<typeof contactSchema>): Promise<void> {
  await db.insert(mensajesContacto).values(message);
}

/** An address is kept once, whatever its letter case. */
export async function storeSubscription(db: Db, email: string): Promise<void> {
  await db.insert(suscripcionesNewsletter).values({ email: email.toLowerCase() }).onConflictDoNothing();
}
