import { describe, expect, it } from 'vitest';
import type { ApiClient } from './client';
import { uploadImage } from './images';

/** A client that answers `answer` (parsed by the caller's schema, as the real one does) and records the call. */
function stubClient(answer: unknown) {
  const calls: unknown[][] = [];
  const client: ApiClient = {
    async request(method, path, schema, body, options) {
      calls.push([method, path, body, options?.errorMessage]);
      return schema.parse(answer);
    },
  };
  return { client, calls };
}

describe('uploadImage', () => {
  it('posts the data URL as `imagen` and answers the stored id and address', async () => {
    const url = 'https://pupitre.example/api/imagenes/9';
    const { client, calls } = stubClient({ id: 9, url });
    await expect(uploadImage(client, 'data:image/png;base64,AAAA')).resolves.toEqual({ id: 9, url });
    expect(calls).toEqual([
      ['post', '/imagenes', { imagen: 'data:image/png;base64,AAAA' }, 'Error al subir la imagen'],
    ]);
  });

  it('refuses an answer without an id', async () => {
    const { client } = stubClient({ url: '/api/imagenes/9' });
    await expect(uploadImage(client, 'data:image/png;base64,AAAA')).rejects.toThrow();
  });
});
