import type { z } from 'zod';

/** The first message the schema gives for each field, as the JS form shows them (one per field). */
export function fieldMessagesOf<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const messages: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in messages)) messages[field as Field] = issue.message;
  }
  return messages;
}

/** A posted form's text fields; a checkbox arrives as its value when ticked and is absent otherwise. */
export const textOf = (fields: Record<string, string>, name: string) => fields[name] ?? '';
