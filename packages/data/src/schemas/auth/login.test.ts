import { describe, expect, it } from 'vitest';
import { loginFormSchema, loginMessages } from './login';
import { messagesOf } from './testing/messages-of';

describe('accounts-admin §5 login messages', () => {
  it('keeps the Spanish copy of the spec, word for word', () => {
    expect(loginMessages).toEqual({
      identifierRequired: 'El nombre de usuario o correo electrónico es requerido',
      passwordRequired: 'La contraseña es requerida',
    });
  });
});

describe('loginFormSchema', () => {
  const valid = { usernameOrEmail: 'lectora', password: 'secreto', remember: true };

  it('accepts a username or an email with any non-empty password', () => {
    expect(loginFormSchema.safeParse(valid).success).toBe(true);
    expect(loginFormSchema.safeParse({ ...valid, usernameOrEmail: 'lectora@example.org' }).success).toBe(
      true,
    );
    expect(loginFormSchema.safeParse({ ...valid, password: 'x' }).success).toBe(true);
  });

  it('treats "Recordarme" as optional', () => {
    expect(loginFormSchema.safeParse({ usernameOrEmail: 'lectora', password: 'x' }).success).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['missing', undefined],
  ])('given a %s username or email › requires it', (_case, usernameOrEmail) => {
    expect(messagesOf(loginFormSchema, { ...valid, usernameOrEmail }).usernameOrEmail).toEqual([
      'El nombre de usuario o correo electrónico es requerido',
    ]);
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
  ])('given a %s password › requires it', (_case, password) => {
    expect(messagesOf(loginFormSchema, { ...valid, password }).password).toEqual([
      'La contraseña es requerida',
    ]);
  });

  it('trims the username or email', () => {
    expect(loginFormSchema.parse({ ...valid, usernameOrEmail: '  lectora  ' }).usernameOrEmail).toBe(
      'lectora',
    );
  });
});
