import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, ADMIN, client, login, newUser } from './actors';
import { createSeededApp, type SeededApp } from './seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
let admin: Actor;
let reader: Actor;
beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
  admin = await login(seeded, ADMIN.username, ADMIN.password);
  reader = await newUser(seeded);
});
afterAll(() => seeded.database.close());

// Text whose UTF-8 and UTF-16 lengths differ in every way a driver could miscount: 2-, 3- and 4-byte
// characters, surrogate pairs, joiners and marks that are not characters of their own.
const samples = {
  emoji: '👩🏽‍💻 escribe 🎉🇪🇸 y 👨‍👩‍👧‍👦',
  'combining accents': 'cafe\u0301, n\u0303andu\u0301 y A\u030Angstro\u0308m',
  CJK: '学习中文 日本語を勉強する 한국어 𠀀𪚥',
  'right-to-left text': '\u202bمرحبا بالعالم\u202c ו־שלום עולם \u200fעברית\u200f',
};
const everything = Object.values(samples).join(' · ');

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('text round trip (emoji, combining accents, CJK, right-to-left)', () => {
  for (const [name, text] of Object.entries({ ...samples, everything })) {
    it(`${name} comes back byte-identical from a comment`, async () => {
      const post = { titulo: 'Base', contenido: '<p>Base</p>', categorias: [1] };
      const postId = (await api.post('/api/publicaciones', post, admin.token)).body
        .ID_publicaciones as number;
      const created = await api.post(
        `/api/comentarios/publicacion/${postId}`,
        { contenido: text },
        reader.token,
      );
      expect(created.status).toBe(201);
      expect(bytes(created.body.contenido as string)).toEqual(bytes(text));
      const listed = (await api.get(`/api/comentarios/publicacion/${postId}`)).body;
      expect(listed.map((comment) => bytes(comment.contenido as string))).toEqual([bytes(text)]);
    });

    it(`${name} comes back byte-identical from a post's title, summary and body`, async () => {
      const body = `<p>${text}</p><h2>${text}</h2><ul><li>${text}</li></ul>`;
      const post = { titulo: text, resumen: text, contenido: body, categorias: [1, 4] };
      const created = await api.post('/api/publicaciones', post, admin.token);
      expect(created.status).toBe(201);
      const read = (await api.get(`/api/publicaciones/${created.body.ID_publicaciones}`)).body;
      for (const answer of [created.body, read]) {
        expect(bytes(answer.Titulo as string)).toEqual(bytes(text));
        expect(bytes(answer.Resumen as string)).toEqual(bytes(text));
        expect(bytes(answer.Contenido as string)).toEqual(bytes(body));
      }
    });
  }
});
