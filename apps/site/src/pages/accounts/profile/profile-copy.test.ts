import { describe, expect, it } from 'vitest';
import { avatarUpdateError, DELETE_ACCOUNT_ERROR, messageOf } from './profile-copy';

describe('avatarUpdateError', () => {
  it('prefixes the reason with the spec wording', () => {
    expect(avatarUpdateError('Error 500')).toBe('Error al actualizar el avatar: Error 500');
  });
});

describe('messageOf', () => {
  it("answers the error's own message", () => {
    expect(messageOf(new Error('La cuenta no existe'), DELETE_ACCOUNT_ERROR)).toBe('La cuenta no existe');
  });

  it('given an error without a message, or something that is not an error › answers the fallback', () => {
    expect(messageOf(new Error('  '), DELETE_ACCOUNT_ERROR)).toBe('Error al eliminar la cuenta');
    expect(messageOf('texto suelto', DELETE_ACCOUNT_ERROR)).toBe('Error al eliminar la cuenta');
    expect(messageOf(undefined, DELETE_ACCOUNT_ERROR)).toBe('Error al eliminar la cuenta');
  });
});
