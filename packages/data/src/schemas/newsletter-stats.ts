import { z } from 'zod';

/** One post's newsletter as the admin panel shows it: to how many, sent, failed and pending. */
export const newsletterStatSchema = z.object({
  ID_publicaciones: z.number().int(),
  Titulo: z.string(),
  solicitado: z.string(),
  /** When the last delivery ended (sent or failed for good); null while any is pending. */
  terminado: z.string().nullable(),
  destinatarios: z.number().int(),
  enviados: z.number().int(),
  fallidos: z.number().int(),
  pendientes: z.number().int(),
});

export type NewsletterStat = z.infer<typeof newsletterStatSchema>;

export const newsletterStatListSchema = z.array(newsletterStatSchema);
