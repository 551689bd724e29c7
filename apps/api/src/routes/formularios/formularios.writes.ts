import type { contactSchema } from '@pupitre/data';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { mensajesContacto } from '../../db/schema';

export async function storeContactMessage(db: Db, message: z.output<typeof contactSchema>): Promise<void> {
  await db.insert(mensajesContacto).values(message);
}
