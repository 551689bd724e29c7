import { z } from 'zod';
import type { ApiClient } from './client';

export const IMAGE_UPLOAD_ERROR = 'Error al subir la imagen';

/**
 * POST /api/imagenes (superusers): an image for a post's body, as a data URL. Only its type is checked
 * here; the server reads the bytes to tell an image from anything else.
 */
export const imageUploadRequestSchema = z.object({
  imagen: z.string({ error: 'Formato de imagen inválido' }).meta({
    description: 'La imagen como data URL: JPEG, PNG, WebP o GIF de hasta 15 MB.',
  }),
});

/** The stored image: its id and its absolute address, ready for an `<img src>`. */
export const imageUploadAnswerSchema = z.object({ id: z.number().int().positive(), url: z.string() });

export type UploadedImage = z.infer<typeof imageUploadAnswerSchema>;

/** Superusers only: stores an image for a post's body; it stays hidden until a published post shows it. */
export function uploadImage(client: ApiClient, dataUrl: string): Promise<UploadedImage> {
  return client.request(
    'post',
    '/imagenes',
    imageUploadAnswerSchema,
    { imagen: dataUrl },
    {
      errorMessage: IMAGE_UPLOAD_ERROR,
    },
  );
}
