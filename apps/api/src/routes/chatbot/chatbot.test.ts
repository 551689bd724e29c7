import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { client } from '../../test/actors';
import { createSeededApp, type SeededApp, TEST_JWT_SECRET } from '../../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  seeded = await createSeededApp();
  api = client(seeded);
});
afterAll(() => seeded.database.close());

const ask = async (message: unknown) => api.post('/api/chatbot/message', { message });

describe('the built-in assistant', () => {
  it('answers a question naming and linking the most relevant articles', async () => {
    const answer = await ask('¿Cómo puedo dejar de procrastinar?');
    expect(answer.status).toBe(200);
    const text = answer.body.response as string;
    expect(text).toContain('«Procrastinación: cómo empezar cuando no quieres»');
    expect(text).toMatch(/\/blog\/\d+/);
    expect(text.split('\n\n').length).toBeLessThanOrEqual(3);
  });

  it('handles greetings, thanks and questions about the site', async () => {
    expect((await ask('Hola')).body.response).toMatch(/^¡Hola!/);
    expect((await ask('muchas gracias')).body.response).toMatch(/^¡Con gusto!/);
    expect((await ask('¿Cómo me registro?')).body.response).toContain('/register');
    expect((await ask('¿Qué categorías hay?')).body.response).toContain('Técnicas de Estudio');
    expect((await ask('¿Cómo los contacto?')).body.response).toContain('/contact');
  });

  it('says kindly when nothing matches', async () => {
    expect((await ask('xylófono cuántico zzzz')).body.response).toMatch(/^No encontré un artículo/);
  });

  it('refuses an empty message with 400', async () => {
    const answer = await ask('   ');
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        field: 'message',
        message: 'El mensaje no puede estar vacío.',
        msg: 'El mensaje no puede estar vacío.',
      },
    ]);
    expect((await ask(12)).status).toBe(400);
  });
});

describe('abuse limits', () => {
  it('answers 429 after 30 messages in 5 minutes from one address', async () => {
    for (let count = 0; count < 30; count++) {
      const answer = await api.send('POST', '/api/chatbot/message', {
        body: { message: 'Hola' },
        ip: '198.51.100.7',
      });
      expect(answer.status).toBe(200);
    }
    const blocked = await api.send('POST', '/api/chatbot/message', {
      body: { message: 'Hola' },
      ip: '198.51.100.7',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toBe('Demasiadas solicitudes. Intenta de nuevo en unos minutos.');
  });
});

describe('with an external model configured', () => {
  it('sends the retrieved articles as context and answers with the model, falling back on failure', async () => {
    const seen: string[] = [];
    let fail = false;
    const fakeModel = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push(body);
        response.setHeader('content-type', 'application/json');
        if (fail) {
          response.statusCode = 500;
          response.end('{}');
          return;
        }
        response.end(JSON.stringify({ choices: [{ message: { content: 'Respuesta del modelo.' } }] }));
      });
    });
    await new Promise<void>((resolve) => fakeModel.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(fakeModel.address() as AddressInfo).port}/v1`;
    const app = createApp({
      db: seeded.database.db,
      config: {
        jwtSecret: TEST_JWT_SECRET,
        publicUrl: 'http://localhost:3000',
        dataDir: '',
        chatbot: { provider: 'openai-compatible', apiKey: 'k', model: 'm', baseUrl },
      },
      services: { mailer: { send: async () => {} } },
      log: () => {},
    });
    const request = (message: string) =>
      app.request('/api/chatbot/message', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message }),
      });
    expect(await (await request('técnica pomodoro')).json()).toEqual({ response: 'Respuesta del modelo.' });
    expect(seen[0]).toContain('La técnica Pomodoro, bien aplicada');
    fail = true;
    const fallback = (await (await request('técnica pomodoro')).json()) as { response: string };
    expect(fallback.response).toContain('«La técnica Pomodoro, bien aplicada»');
    await new Promise((resolve) => fakeModel.close(resolve));
  });
});
