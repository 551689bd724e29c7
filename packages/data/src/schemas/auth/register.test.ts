import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from './fields';
import { registerFormSchema, registerMessages } from './register';
import { firstMessage, messagesOf } from './testing/messages-of';

describe('accounts-admin §5 register messages', () => {
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
  });

  it('sets the password minimum at 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
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
