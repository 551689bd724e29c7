import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postWire } from '../normalise/wire-fixtures';
import { ApiError } from './api-error';
import { updateAvatar } from './auth';
import { createApiClient } from './client';
import { sendChatMessage } from './forms';
import { fetchLatestPosts, fetchPost, fetchPosts, searchPosts, searchPostsByTags } from './posts';

// The assistant's answers by question: an older server's (no sources), a current one's, a malformed one.
const chatAnswers: Record<string, unknown> = {
  hola: { response: 'Hola' },
  pomodoro: {
    response: 'Lee «Pomodoro» (/blog/12).',
    sources: [
      { id: 12, titulo: 'Pomodoro' },
      { id: 3, titulo: 'Repaso espaciado' },
    ],
  },
  roto: { response: 'Hola', sources: [{ id: '12', titulo: 'Pomodoro' }] },
};

let server: Server;
let baseURL: string;
const seen: { url?: string; authorization?: string; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ url: request.url, authorization: request.headers.authorization, body });
      response.setHeader('Content-Type', 'application/json');
      if (request.url?.startsWith('/api/publicaciones/search')) {
        response.statusCode = 503;
        response.end('{}');
      } else if (request.url === '/api/users/avatar') {
        response.end(
          JSON.stringify({
            detail: 'Avatar actualizado correctamente',
            avatar: 'data:image/webp;base64,UklGRg==',
            avatar_url: '/api/imagenes/7',
          }),
        );
      } else if (request.url === '/api/chatbot/message') {
        response.end(JSON.stringify(chatAnswers[JSON.parse(body).message] ?? {}));
      } else if (request.url?.startsWith('/api/publicaciones/404')) {
        response.statusCode = 404;
        response.end(JSON.stringify({ detail: 'No se encontró la publicación solicitada.' }));
      } else if (request.url?.startsWith('/api/publicaciones/500')) {
        response.statusCode = 500;
        response.end(JSON.stringify({ sqlMessage: 'Data too long for column' }));
      } else if (request.url?.startsWith('/api/publicaciones?')) {
        response.end(JSON.stringify([postWire({ ID_publicaciones: 1, Titulo: 'Uno' })]));
      } else if (request.url?.startsWith('/api/publicaciones/latest')) {
        // An answer in some other shape (the alternate names of older servers) is refused, not guessed at.
        response.end(JSON.stringify([{ id: 1, title: 'Uno', content: '<p>a</p>' }]));
      } else {
        response.end(JSON.stringify({ ok: true, echo: body }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the API client', () => {
  it('sends query parameters and the bearer token, and normalises the answer', async () => {
    const client = createApiClient({ baseURL, getToken: () => 'abc' });
    const posts = await fetchPosts(client, { limite: 5, offset: 10, estado: 'publicado' });
    expect(posts[0]).toMatchObject({ id: 1, titulo: 'Uno' });
    const last = seen.at(-1);
    expect(last?.url).toBe('/api/publicaciones?limite=5&offset=10&estado=publicado');
    expect(last?.authorization).toBe('Bearer abc');
  });

  it('sends JSON bodies', async () => {
    const client = createApiClient({ baseURL });
    const answer = await client.request('post', '/eco', z.object({ ok: z.boolean(), echo: z.string() }), {
      contenido: 'Hola',
    });
    expect(JSON.parse(answer.echo)).toEqual({ contenido: 'Hola' });
    expect(seen.at(-1)?.authorization).toBeUndefined();
  });

  it('turns error answers into ApiError with status and detail', async () => {
    const client = createApiClient({ baseURL });
    const error = await fetchPost(client, 404).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, detail: 'No se encontró la publicación solicitada.' });
  });

  it('keeps sqlMessage and uses the Spanish fallback when there is no detail', async () => {
    const client = createApiClient({ baseURL });
    const error = await fetchPost(client, 500).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 500,
      detail: 'Error al obtener la publicación',
      sqlMessage: 'Data too long for column',
    });
  });

  it('reports an unreachable server with status 0 and the network message', async () => {
    const client = createApiClient({ baseURL: 'http://127.0.0.1:9/api' });
    const error = await fetchPosts(client).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 0,
      detail: 'No se pudo conectar con el servidor. Verifica tu conexión a internet.',
    });
  });

  it('refuses an answer that does not match the schema', async () => {
    const client = createApiClient({ baseURL });
    const error = await client
      .request('get', '/algo', z.array(z.number()))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ detail: 'Error en la respuesta del servidor' });
  });

  it('parses post lists with the wire schema and refuses any other shape', async () => {
    const client = createApiClient({ baseURL });
    await expect(fetchLatestPosts(client, 3)).rejects.toMatchObject({
      detail: 'Error en la respuesta del servidor',
    });
  });

  it('names the status in search failures and answers an empty list when the tag search fails', async () => {
    const client = createApiClient({ baseURL });
    await expect(searchPosts(client, 'pomodoro')).rejects.toThrow('Error en la búsqueda: 503');
    await expect(searchPostsByTags(client, [1, 2])).resolves.toEqual([]);
    expect(seen.at(-1)?.url).toBe('/api/publicaciones/search/tags?categorias=1%2C2');
  });

  describe('the assistant reply', () => {
    it('carries the text and its sources in order', async () => {
      const client = createApiClient({ baseURL });
      await expect(sendChatMessage(client, 'pomodoro')).resolves.toEqual({
        text: 'Lee «Pomodoro» (/blog/12).',
        sources: [
          { id: 12, titulo: 'Pomodoro' },
          { id: 3, titulo: 'Repaso espaciado' },
        ],
      });
    });

    it('given an older server that sends no sources › has an empty list', async () => {
      const client = createApiClient({ baseURL });
      await expect(sendChatMessage(client, 'hola')).resolves.toEqual({ text: 'Hola', sources: [] });
    });

    it('is null when the answer has no response field', async () => {
      const client = createApiClient({ baseURL });
      await expect(sendChatMessage(client, 'vacío')).resolves.toBeNull();
    });

    it('is refused when a source is not in the contract', async () => {
      const client = createApiClient({ baseURL });
      await expect(sendChatMessage(client, 'roto')).rejects.toMatchObject({
        detail: 'Error en la respuesta del servidor',
      });
    });
  });

  it('sends the avatar as {avatarData, userId} and answers the stored address', async () => {
    const client = createApiClient({ baseURL, getToken: () => 'jwt' });
    const answer = await updateAvatar(client, 'data:image/jpeg;base64,AAAA', 12);
    expect(answer.avatar_url).toBe('/api/imagenes/7');
    expect(JSON.parse(seen.at(-1)?.body ?? '{}')).toEqual({
      avatarData: 'data:image/jpeg;base64,AAAA',
      userId: 12,
    });
    expect(seen.at(-1)?.authorization).toBe('Bearer jwt');
  });
});
