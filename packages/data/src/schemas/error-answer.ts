import { z } from 'zod';

/**
 * One refused field of an error answer: `field` is the dotted path of the field as the request named it
 * ('username', 'password2', 'categorias.0'; '' for the body as a whole), `message` the Spanish text.
 * `msg` repeats the text for the spec's own clients, which read that name.
 */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string(), msg: z.string() });

export type FieldErrorWire = z.infer<typeof fieldErrorSchema>;

/** Every error answer: a Spanish `detail`, and the refused fields when the error is about some. */
export const errorAnswerSchema = z.object({
  detail: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});

export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** A 400 always names the fields it refuses, so a form shows each message beside its field. */
export const invalidAnswerSchema = z.object({ detail: z.string(), errors: z.array(fieldErrorSchema) });

export type InvalidAnswer = z.infer<typeof invalidAnswerSchema>;
