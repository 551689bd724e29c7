import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordMessages,
  forgotPasswordSchema,
  loginFormSchema,
  loginMessages,
  PASSWORD_MIN_LENGTH,
  registerFormSchema,
  registerMessages,
  resetPasswordFormSchema,
  resetPasswordMessages,
} from './auth';

/** Every message of a failed parse, by field path ('' for the whole value). */
function messagesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
}

/** The message a form shows for one field: the first issue on that path. */
function firstMessage(schema: z.ZodType, input: unknown, field: string): string | undefined {
  return messagesOf(schema, input)[field]?.[0];
}

describe('accounts-admin §5 messages', () => {
  it('keeps the Spanish copy of the spec, word for word', () => {
    expect(registerMessages).toEqual({
      firstNameRequired: 'El nombre es requerido',
      lastNameRequired: 'El apellido es requerido',
      usernameRequired: 'El nombre de usuario es requerido',
      usernamePattern: 'Solo se permiten letras minúsculas, números, punto y guion bajo',
      usernameTaken: 'Este nombre de usuario ya está en uso',
      emailRequired: 'El correo electrónico es requerido',
      emailInvalid: 'Ingresa un correo electrónico válido',
      emailTaken: 'Este correo electrónico ya está registrado',
      passwordRequired: 'La contraseña es requerida',
      passwordShort: 'La contraseña debe tener al menos 8 caracteres',
      passwordWeak: 'La contraseña debe contener al menos una letra mayúscula, una minúscula y un número',
      confirmRequired: 'Confirma tu contraseña',
      passwordsDiffer: 'Las contraseñas no coinciden',
      termsRequired: 'Debes aceptar los términos y condiciones',
    });
    expect(loginMessages).toEqual({
      identifierRequired: 'El nombre de usuario o correo electrónico es requerido',
      passwordRequired: 'La contraseña es requerida',
    });
    expect(forgotPasswordMessages.emailRequired).toBe('Por favor ingresa tu correo electrónico.');
    expect(forgotPasswordMessages.emailInvalid).toBe('Por favor ingresa un correo electrónico válido.');
    expect(resetPasswordMessages.passwordRequired).toBe('La contraseña es requerida');
    expect(resetPasswordMessages.passwordShort).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(resetPasswordMessages.confirmRequired).toBe('Por favor confirma tu contraseña');
    expect(resetPasswordMessages.passwordsDiffer).toBe('Las contraseñas no coinciden');
  });

  it('sets the password minimum at 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
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

describe('registerFormSchema', () => {
  const valid = {
    firstName: 'Lectora',
    lastName: 'Prueba',
    username: 'lectora.prueba_2025',
    email: 'lectora@example.org',
    password: 'Aprender2025',
    confirmPassword: 'Aprender2025',
    terms: true,
  };
  const messageFor = (field: string, changes: Record<string, unknown>) =>
    firstMessage(registerFormSchema, { ...valid, ...changes }, field);

  it('accepts a complete, valid form', () => {
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
  });

  describe('first and last name', () => {
    it.each(['', '   ', undefined])('given %j › requires the first name', (firstName) => {
      expect(messageFor('firstName', { firstName })).toBe('El nombre es requerido');
    });
    it.each(['', '   ', undefined])('given %j › requires the last name', (lastName) => {
      expect(messageFor('lastName', { lastName })).toBe('El apellido es requerido');
    });
  });

  describe('username', () => {
    it.each(['', '   ', undefined])('given %j › requires it', (username) => {
      expect(messageFor('username', { username })).toBe('El nombre de usuario es requerido');
    });

    it('lower-cases it', () => {
      expect(registerFormSchema.parse({ ...valid, username: 'Lectora.Prueba' }).username).toBe(
        'lectora.prueba',
      );
    });

    it.each(['lectora', 'lectora.prueba', 'lectora_prueba', 'lectora2025', '2025', '._'])(
      'allows lowercase letters, digits, dot and underscore: %s',
      (username) => {
        expect(messageFor('username', { username })).toBeUndefined();
      },
    );

    it.each(['lectora prueba', 'lectora-prueba', 'lectora@prueba', 'niño', 'josé', 'lectora!'])(
      'given %j › allows only lowercase letters, digits, dot and underscore',
      (username) => {
        expect(messageFor('username', { username })).toBe(
          'Solo se permiten letras minúsculas, números, punto y guion bajo',
        );
      },
    );
  });

  describe('email', () => {
    it.each(['', '   ', undefined])('given %j › requires it', (email) => {
      expect(messageFor('email', { email })).toBe('El correo electrónico es requerido');
    });

    it.each(['lectora', 'lectora@', 'lectora@example', '@example.org', 'lec tora@example.org', 'a@b@c.org'])(
      'given %j › asks for a valid email',
      (email) => {
        expect(messageFor('email', { email })).toBe('Ingresa un correo electrónico válido');
      },
    );

    it.each(['lectora@example.org', 'Lectora.Prueba+blog@escuela.edu.mx'])('accepts %s', (email) => {
      expect(messageFor('email', { email })).toBeUndefined();
    });
  });

  describe('password', () => {
    it.each(['', undefined])('given %j › requires it', (password) => {
      expect(messageFor('password', { password })).toBe('La contraseña es requerida');
    });

    it('given 7 characters › asks for at least 8', () => {
      expect(messageFor('password', { password: 'Abcdef1' })).toBe(
        'La contraseña debe tener al menos 8 caracteres',
      );
    });

    it.each([
      ['no uppercase letter', 'aprender2025'],
      ['no lowercase letter', 'APRENDER2025'],
      ['no digit', 'Aprender'],
    ])('with %s › asks for an uppercase letter, a lowercase letter and a digit', (_case, password) => {
      expect(messageFor('password', { password, confirmPassword: password })).toBe(
        'La contraseña debe contener al menos una letra mayúscula, una minúscula y un número',
      );
    });

    it('accepts exactly 8 characters with all three kinds', () => {
      expect(messageFor('password', { password: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toBeUndefined();
    });

    it('reports one message at a time (the length before the character kinds)', () => {
      expect(messagesOf(registerFormSchema, { ...valid, password: 'abc' }).password).toEqual([
        'La contraseña debe tener al menos 8 caracteres',
      ]);
    });
  });

  describe('password confirmation', () => {
    it.each(['', undefined])('given %j › requires it', (confirmPassword) => {
      expect(messagesOf(registerFormSchema, { ...valid, confirmPassword }).confirmPassword).toEqual([
        'Confirma tu contraseña',
      ]);
    });

    it('given a different password › says they do not match', () => {
      expect(messageFor('confirmPassword', { confirmPassword: 'Aprender2024' })).toBe(
        'Las contraseñas no coinciden',
      );
    });

    it('given other invalid fields › still reports the mismatch', () => {
      const messages = messagesOf(registerFormSchema, {
        ...valid,
        firstName: '',
        terms: false,
        confirmPassword: 'Otra2025x',
      });
      expect(messages.firstName).toEqual(['El nombre es requerido']);
      expect(messages.confirmPassword).toEqual(['Las contraseñas no coinciden']);
    });
  });

  describe('terms', () => {
    it.each([false, undefined])('given %j › must be accepted', (terms) => {
      expect(messageFor('terms', { terms })).toBe('Debes aceptar los términos y condiciones');
    });
  });

  it('given an empty form › reports every required field', () => {
    expect(
      messagesOf(registerFormSchema, {
        firstName: '',
        lastName: '',
        username: '',
        email: '',
        password: '',
        confirmPassword: '',
        terms: false,
      }),
    ).toEqual({
      firstName: ['El nombre es requerido'],
      lastName: ['El apellido es requerido'],
      username: ['El nombre de usuario es requerido'],
      email: ['El correo electrónico es requerido'],
      password: ['La contraseña es requerida'],
      confirmPassword: ['Confirma tu contraseña'],
      terms: ['Debes aceptar los términos y condiciones'],
    });
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
