import { postInputMessages, SUMMARY_MAX_LENGTH, TITLE_MAX_LENGTH } from '@pupitre/data';
import { z } from 'zod';

export const INCOMPLETE_POST = 'Por favor completa al menos el titulo, categoria y contenido del post';
export const DRAFT_SAVED = 'Borrador guardado correctamente';

/** The editor's fields besides the content; lengths are checked here, presence on publishing. */
export const postFormSchema = z.object({
  titulo: z.string().max(TITLE_MAX_LENGTH, postInputMessages.titleTooLong),
  categoria: z.string(),
  resumen: z.string().max(SUMMARY_MAX_LENGTH, postInputMessages.summaryTooLong),
});

export type PostFormValues = z.infer<typeof postFormSchema>;
