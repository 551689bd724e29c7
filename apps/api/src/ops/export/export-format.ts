import { z } from 'zod';

/**
 * The content export: one JSON file shaped like Ghost's import format, so a reader of either knows the
 * other. What Pupitre adds or reads differently:
 * - `meta.version` is EXPORT_VERSION, never a Ghost version: a Ghost file is refused, not half read;
 * - `posts[].author_name` is the name the post shows (Ghost links users instead);
 * - `posts[].feature_image` and every `<img src>` of `html` name an entry of `images` as
 *   `/api/imagenes/{images[].id}`, the ids of the exporting site (an import gives them new ones);
 * - `tags` are our categories, their colour in Ghost's `accent_color` (`#rrggbb`);
 * - `posts_tags[].sort_order` is the category's place on the post (0 first), as in Ghost;
 * - `images` carries the stored bytes (base64) with their media type and sha256: the covers and body
 *   images of the exported posts, never avatars nor the scaled variants (made again when asked for).
 * Times are ISO 8601 with milliseconds; `exported_on` is milliseconds since the epoch, as Ghost writes it.
 */
export const EXPORT_VERSION = 'pupitre-export/1';

const isoTime = z.iso.datetime({ offset: true });

export const exportPostSchema = z.object({
  id: z.number().int(),
  title: z.string().min(1),
  html: z.string(),
  custom_excerpt: z.string().nullable(),
  status: z.enum(['published', 'draft']),
  created_at: isoTime,
  updated_at: isoTime,
  feature_image: z.string().nullable(),
  author_name: z.string().nullable(),
});

export const exportTagSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  description: z.string().nullable(),
  accent_color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});

export const exportPostTagSchema = z.object({
  post_id: z.number().int(),
  tag_id: z.number().int(),
  sort_order: z.number().int().min(0),
});

export const exportImageSchema = z.object({
  id: z.number().int(),
  content_type: z.string().regex(/^image\/[a-z0-9.+-]+$/),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  data: z.base64(),
});

export const exportFileSchema = z.object({
  db: z
    .array(
      z.object({
        meta: z.object({ exported_on: z.number().int(), version: z.literal(EXPORT_VERSION) }),
        data: z.object({
          posts: z.array(exportPostSchema),
          tags: z.array(exportTagSchema),
          posts_tags: z.array(exportPostTagSchema),
          images: z.array(exportImageSchema).default([]),
        }),
      }),
    )
    .length(1),
});

export type ExportFile = z.infer<typeof exportFileSchema>;
export type ExportData = ExportFile['db'][number]['data'];
export type ExportPost = z.infer<typeof exportPostSchema>;
export type ExportImage = z.infer<typeof exportImageSchema>;

/** Our states by Ghost's names. */
export const STATUS_OF = { publicado: 'published', borrador: 'draft' } as const;
export const STATE_OF = { published: 'publicado', draft: 'borrador' } as const;
