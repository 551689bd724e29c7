import type { z } from 'zod';

/** Every message of a failed parse, by field path ('' for the whole value). */
export function messagesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

/** The message a form shows for one field: the first issue on that path. */
export function firstMessage(schema: z.ZodType, input: unknown, field: string): string | undefined {
  return messagesOf(schema, input)[field]?.[0];
}
