import { describe, expect, it } from 'vitest';
import { firstMessage } from './auth/testing/messages-of';
import { avatarRequestSchema } from './avatar';
import { postInputSchema } from './post-input';
import { MAX_RECORD_ID, recordIdSchema } from './record-id';

describe('record ids', () => {
  const id = recordIdSchema('ID no válido');

  it('take the integers an int4 id column holds, from numbers or digits', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
  });

  it('refuse what the column cannot hold with the message given', () => {
    for (const value of [0, -1, 1.5, 'abc', MAX_RECORD_ID + 1, 4_294_967_296, '99999999999']) {
      expect(id.safeParse(value).error?.issues[0]?.message).toBe('ID no válido');
    }
  });

  it("refuse a post's category id above 2^31-1", () => {
    const post = { titulo: 'T', contenido: '<p>x</p>', categorias: [1, 4_294_967_296] };
    expect(firstMessage(postInputSchema, post, 'categorias.1')).toBe('La categoría no es válida');
  });

  it('refuse an avatar user id above 2^31-1', () => {
    const avatar = { avatarData: 'AAAA', userId: MAX_RECORD_ID + 1 };
    expect(firstMessage(avatarRequestSchema, avatar, 'userId')).toBe('El id de usuario no es válido');
  });
});
