import { ApiError, NETWORK_ERROR } from '@pupitre/data';
import { describe, expect, it } from 'vitest';
import { REGISTER_FALLBACK, registerFailure } from './register-errors';

const answer = (status: number, body: unknown) =>
  ApiError.fromBody(status, body, 'Error al registrar el usuario');

describe('registerFailure', () => {
  it('given a 409 naming the email › marks it taken, shows it on the field and in the banner', () => {
    const failure = registerFailure(
      answer(409, {
        detail: 'Este correo electrónico ya está registrado',
        errors: [{ field: 'email', message: 'Este correo electrónico ya está registrado' }],
      }),
    );
    expect(failure).toEqual({
      banner: 'Error en el registro: Este correo electrónico ya está registrado',
      fieldMessages: { email: 'Este correo electrónico ya está registrado' },
      taken: ['email'],
    });
  });

  it('given a 409 naming the username in `msg` › marks the username taken', () => {
    const failure = registerFailure(
      answer(409, {
        detail: 'Este nombre de usuario ya está en uso',
        errors: [{ field: 'username', msg: 'Este nombre de usuario ya está en uso' }],
      }),
    );
    expect(failure.banner).toBe('Error en el registro: Este nombre de usuario ya está en uso');
    expect(failure.fieldMessages).toEqual({ username: 'Este nombre de usuario ya está en uso' });
    expect(failure.taken).toEqual(['username']);
  });

  it('given a 400 › puts each message on the form field its request field names', () => {
    const failure = registerFailure(
      answer(400, {
        detail: 'Error en el registro',
        errors: [
          { field: 'first_name', message: 'El nombre es requerido' },
          { field: 'last_name', message: 'El apellido es requerido' },
          { field: 'email', message: 'Ingresa un correo electrónico válido' },
          { field: 'password', message: 'La contraseña debe tener al menos 8 caracteres' },
          { field: 'password2', message: 'Las contraseñas no coinciden' },
          { field: 'password2', message: 'Confirma tu contraseña' },
        ],
      }),
    );
    expect(failure).toEqual({
      banner: 'Error en el registro',
      fieldMessages: {
        firstName: 'El nombre es requerido',
        lastName: 'El apellido es requerido',
        email: 'Ingresa un correo electrónico válido',
        password: 'La contraseña debe tener al menos 8 caracteres',
        confirmPassword: 'Las contraseñas no coinciden',
      },
      taken: [],
    });
  });

  it('never reads the message text: a detail that mentions a field names no field', () => {
    expect(registerFailure(answer(409, { detail: 'Este nombre de usuario ya está en uso' }))).toEqual({
      banner: 'Este nombre de usuario ya está en uso',
      fieldMessages: {},
      taken: [],
    });
  });

  it('ignores fields the form does not have', () => {
    expect(
      registerFailure(answer(400, { detail: 'Datos no válidos', errors: [{ field: '_', message: 'Otro' }] })),
    ).toEqual({ banner: 'Datos no válidos', fieldMessages: {}, taken: [] });
  });

  it('given no answer at all › shows the network message', () => {
    expect(registerFailure(ApiError.network()).banner).toBe(NETWORK_ERROR);
    expect(NETWORK_ERROR).toBe('No se pudo conectar con el servidor. Verifica tu conexión a internet.');
  });

  it('given an error that is not the API’s, or a blank detail › shows the fallback', () => {
    expect(registerFailure(new TypeError('x'))).toEqual({
      banner: 'Error al registrar. Por favor intenta nuevamente más tarde.',
      fieldMessages: {},
      taken: [],
    });
    expect(registerFailure(new ApiError(500, '  ')).banner).toBe(REGISTER_FALLBACK);
  });
});
