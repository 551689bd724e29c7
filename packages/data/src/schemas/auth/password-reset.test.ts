import { describe, expect, it } from 'vitest';
import {
  forgotPasswordMessages,
  forgotPasswordSchema,
  resetPasswordFormSchema,
  resetPasswordMessages,
} from './password-reset';
import { messagesOf } from './testing/messages-of';

describe('accounts-admin §5 password-reset messages', () => {
  it('keeps the Spanish copy of the spec, word for word', () => {
    expect(forgotPasswordMessages.emailRequired).toBe('Por favor ingresa tu correo electrónico.');
    expect(forgotPasswordMessages.emailInvalid).toBe('Por favor ingresa un correo electrónico válido.');
    expect(resetPasswordMessages.passwordRequired).toBe('La contraseña es requerida');
    expect(resetPasswordMessages.passwordShort).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(resetPasswordMessages.confirmRequired).toBe('Por favor confirma tu contraseña');
    expect(resetPasswordMessages.passwordsDiffer).toBe('Las contraseñas no coinciden');
  });
});

describe('forgotPasswordSchema', () => {
  it.each(['', '   ', undefined])('given %j › asks for the email', (email) => {
    expect(messagesOf(forgotPasswordSchema, { email }).email).toEqual([
      'Por favor ingresa tu correo electrónico.',
    ]);
  });

  it.each(['lectora', 'lectora@example', 'lec tora@example.org', 'lectora@exa mple.org', '@example.org'])(
    'given %j › asks for a valid email',
    (email) => {
      expect(messagesOf(forgotPasswordSchema, { email }).email).toEqual([
        'Por favor ingresa un correo electrónico válido.',
      ]);
    },
  );

  it.each(['lectora@example.org', 'LECTORA@EXAMPLE.ORG', 'Lectora.Prueba@Escuela.edu.mx'])(
    'accepts %s (case-insensitive)',
    (email) => {
      expect(forgotPasswordSchema.safeParse({ email }).success).toBe(true);
    },
  );

  it('trims surrounding spaces', () => {
    expect(forgotPasswordSchema.parse({ email: '  lectora@example.org ' }).email).toBe('lectora@example.org');
  });
});

describe('resetPasswordFormSchema', () => {
  const valid = { password: 'nuevaclave', password2: 'nuevaclave' };

  it('accepts 8 or more characters with no further strength rule', () => {
    expect(resetPasswordFormSchema.safeParse(valid).success).toBe(true);
    expect(resetPasswordFormSchema.safeParse({ password: '12345678', password2: '12345678' }).success).toBe(
      true,
    );
  });

  it.each(['', undefined])('given %j › requires the password', (password) => {
    expect(messagesOf(resetPasswordFormSchema, { ...valid, password }).password).toEqual([
      'La contraseña es requerida',
    ]);
  });

  it('given 7 characters › asks for at least 8', () => {
    expect(
      messagesOf(resetPasswordFormSchema, { password: '1234567', password2: '1234567' }).password,
    ).toEqual(['La contraseña debe tener al menos 8 caracteres']);
  });

  it.each(['', undefined])('given %j › requires the confirmation', (password2) => {
    expect(messagesOf(resetPasswordFormSchema, { ...valid, password2 }).password2).toEqual([
      'Por favor confirma tu contraseña',
    ]);
  });

  it('given a different confirmation › says they do not match', () => {
    expect(messagesOf(resetPasswordFormSchema, { ...valid, password2: 'otraclave' })).toEqual({
      password2: ['Las contraseñas no coinciden'],
    });
  });

  it('given a short password and a different confirmation › reports both', () => {
    expect(messagesOf(resetPasswordFormSchema, { password: 'corta', password2: 'otra' })).toEqual({
      password: ['La contraseña debe tener al menos 8 caracteres'],
      password2: ['Las contraseñas no coinciden'],
    });
  });
});
