import { z } from 'zod';
import { isAllowedImageSource } from '../serialise/url-policy';
import { type EditorExportState, editorModes } from './export-state';

/** An import sets the fields it carries, content always; the form keeps its own value for the rest. */
export type ImportedState = Partial<EditorExportState> & Pick<EditorExportState, 'content'>;

// A null in an older export means "not set", like a missing field.
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  schema.nullish().transform((value) => value ?? undefined);

const importedJson = z.object({
  content: z.string(),
  title: optional(z.string()),
  // The category select's value; an export written with a numeric id still reads.
  category: optional(z.union([z.string(), z.number()]).transform(String)),
  // Tags as a list, or as one comma-separated text.
  tags: optional(
    z.union([
      z.array(z.string()),
      z.string().transform((text) =>
        text
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ]),
  ),
  status: optional(z.string()),
  publishDate: optional(z.string()),
  editorMode: optional(z.enum(editorModes)),
  resumen: optional(z.string()),
  // The preview only shows data, http(s) and root-relative sources (§5); anything else is dropped.
  coverImagePreview: z
    .string()
    .nullable()
    .optional()
    .transform((source) =>
      typeof source === 'string' && !isAllowedImageSource(source) ? undefined : source,
    ),
});

/** The fields of an export file, or undefined when `value` is not one. */
export function parseImportedJson(value: unknown): ImportedState | undefined {
  const result = importedJson.safeParse(value);
  if (!result.success) return undefined;
  // Absent fields must stay absent, so spreading the answer over the form does not blank them.
  const present = Object.entries(result.data).filter(([, field]) => field !== undefined);
  return Object.fromEntries(present) as ImportedState;
}
