import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { ADMIN, client, login } from '../../test/actors';
import { createSeededApp, type SeededApp, TEST_JWT_SECRET } from '../../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  seeded = await createSeededApp();
  api = client(seeded);
});
afterAll(() => seeded.database.close());

const ask = async (message: unknown) => api.post('/api/chatbot/message', { message });

interface Reply {
  response: string;
  sources: { id: number; titulo: string }[];
}

describe('the built-in assistant', () => {
  it('answers in sentences drawn from the section that answers, then links the articles it used', async () => {
    const answer = await ask('Cada vez que tengo un trabajo lo dejo para después, ¿cómo arranco?');
    expect(answer.status).toBe(200);
    const { response, sources } = answer.body as unknown as Reply;
    const procrastination = 'Procrastinación: cómo empezar cuando no quieres';
    expect(sources[0]?.titulo).toBe(procrastination);
    expect(sources.length).toBeLessThanOrEqual(3);
    const [said, reading, ...rest] = response.split('\n\n');
    expect(rest).toEqual([]);
    // From the article's "Estrategias para arrancar" section, not its title or summary; its labelled
    // steps follow the article's opening sentence instead of opening the answer.
    expect(said).toMatch(/^Solemos pensar que procrastinar es falta de voluntad/);
    expect(said).toContain('La regla de los cinco minutos: comprométete solo a trabajar cinco minutos.');
    const sentences = (said ?? '').split(/(?<=[.!?])\s+(?=[¿¡"«\p{Lu}])/u);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
    expect(reading).toMatch(
      new RegExp(`^Lo explicamos con más detalle en «${procrastination}» \\(/blog/${sources[0]?.id}\\)\\.`),
    );
    for (const source of sources) expect(reading).toContain(`«${source.titulo}» (/blog/${source.id})`);
  });

  it('finds the article through the thesaurus when the reader uses other words', async () => {
    const answer = await ask('¿Trasnochar antes de una prueba me ayuda o me perjudica la memoria?');
    expect((answer.body as unknown as Reply).sources[0]?.titulo).toBe('Dormir bien también es estudiar');
    expect(answer.body.response).toContain(
      'Mientras dormimos, el cerebro consolida lo que aprendimos durante el día.',
    );
  });

  it("never draws on a draft, and answers from a post's current text once it is published", async () => {
    const admin = await login(seeded, ADMIN.username, ADMIN.password);
    const draft = await api.post(
      '/api/publicaciones',
      {
        titulo: 'Borrador sobre xilófonos',
        contenido: '<h2>Afinar un xilófono</h2><p>El xilófono se afina lijando cada tecla con paciencia.</p>',
        estado: 'borrador',
        categorias: [2],
      },
      admin.token,
    );
    expect(draft.status).toBe(201);
    const question = '¿Cómo se afina un xilófono?';
    expect((await ask(question)).body).toEqual({
      response: expect.stringMatching(/^No encontré un artículo/),
      sources: [],
    });

    const id = draft.body.ID_publicaciones as number;
    const edited = await api.put(
      `/api/publicaciones/${id}`,
      {
        titulo: 'Borrador sobre xilófonos',
        contenido:
          '<h2>Afinar un xilófono</h2><p>Un xilófono se afina rebajando la madera de cada tecla.</p>',
        categorias: [2],
        estado: 'publicado',
      },
      admin.token,
    );
    expect(edited.status).toBe(200);
    const answer = await ask(question);
    expect(answer.body.sources).toEqual([{ id, titulo: 'Borrador sobre xilófonos' }]);
    expect(answer.body.response).toContain('Un xilófono se afina rebajando la madera de cada tecla.');
    expect(answer.body.response).not.toContain('lijando');
    expect((await api.del(`/api/publicaciones/${id}`, admin.token)).status).toBe(200);
  });

  it('handles greetings, thanks and questions about the site', async () => {
    expect((await ask('Hola')).body).toEqual({ response: expect.stringMatching(/^¡Hola!/), sources: [] });
    expect((await ask('muchas gracias')).body.response).toMatch(/^¡Con gusto!/);
    expect((await ask('¿Cómo me registro?')).body.response).toContain('/register');
    expect((await ask('¿Qué categorías hay?')).body.response).toContain('Técnicas de Estudio');
    expect((await ask('¿Cómo los contacto?')).body.response).toContain('/contact');
  });

  it('says kindly when nothing matches', async () => {
    expect((await ask('xylófono cuántico zzzz')).body).toEqual({
      response: expect.stringMatching(/^No encontré un artículo/),
      sources: [],
    });
  });

  it('offers the search with the question as its term when the best match is weak, not a wrong article', async () => {
    expect((await ask('¿Cómo preparo unas enchiladas verdes?')).body).toEqual({
      response:
        'No encontré un artículo de Pupitre sobre ese tema. Puedes buscarlo en el blog: ' +
        '«Buscar "Cómo preparo unas enchiladas verdes"» (/blog?q=C%C3%B3mo+preparo+unas+enchiladas+verdes).',
      sources: [],
    });
  });

  it('keeps the topic of the previous question and article in a follow-up', async () => {
    const question = '¿Cómo califico un proyecto en equipo de forma justa?';
    const first = (await ask(question)).body as unknown as Reply;
    const rubrics = 'Rúbricas claras, criterios compartidos';
    expect(first.sources[0]?.titulo).toBe(rubrics);
    const followUp = '¿Y eso sirve también para matemáticas?';
    const alone = (await ask(followUp)).body as unknown as Reply;
    expect(alone.sources[0]?.titulo).not.toBe(rubrics);
    const answer = await api.post('/api/chatbot/message', {
      message: followUp,
      previous: { question, articleId: first.sources[0]?.id },
    });
    expect(answer.status).toBe(200);
    const reply = answer.body as unknown as Reply;
    expect(reply.sources[0]?.titulo).toBe(rubrics);
    expect(reply.response).toContain('Una rúbrica describe los criterios de un trabajo');
  });

  it('refuses a follow-up context that is not a question and an article id', async () => {
    const answer = await api.post('/api/chatbot/message', {
      message: '¿Y para matemáticas?',
      previous: { question: '', articleId: 'catorce' },
    });
    expect(answer.status).toBe(400);
    expect((answer.body.errors as { field: string }[]).map((error) => error.field).sort()).toEqual([
      'previous.articleId',
      'previous.question',
    ]);
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
  it('grounds the model on the retrieved sections and answers with it, falling back on failure', async () => {
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
    const answered = (await (await request('¿Sirve trabajar 25 minutos y descansar 5?')).json()) as {
      response: string;
      sources: { titulo: string }[];
    };
    expect(answered.response).toBe('Respuesta del modelo.');
    expect(answered.sources[0]?.titulo).toBe('La técnica Pomodoro, bien aplicada');
    const prompt = JSON.parse(seen[0] ?? '{}').messages[1].content as string;
    expect(prompt).toMatch(
      /Artículo \/blog\/\d+ — La técnica Pomodoro, bien aplicada\nLa idea básica\nLa técnica Pomodoro divide/,
    );
    expect(prompt).toContain('Pregunta: ¿Sirve trabajar 25 minutos y descansar 5?');
    fail = true;
    const fallback = (await (await request('técnica pomodoro')).json()) as { response: string };
    expect(fallback.response).toContain('«La técnica Pomodoro, bien aplicada»');
    await new Promise((resolve) => fakeModel.close(resolve));
  });
});
