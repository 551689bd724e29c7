import { ApiError } from '@pupitre/data';
import { describe, expect, it } from 'vitest';
import { forgotErrorMessage, resetFailure } from './password-errors';

const answer = (status: number, body: unknown) => ApiError.fromBody(status, body, 'Error');

describe('forgotErrorMessage', () => {
  it('given a 404 › says no account has that address, in the spec’s words', () => {
    expect(
      forgotErrorMessage(answer(404, { detail: 'No existe ninguna cuenta con este correo electrónico.' })),
    ).toBe(
      'No existe ninguna cuenta con este correo electrónico. Por favor, verifica que has introducido el correo correcto.',
    );
  });

  it('given a 400 about the email field › shows that message', () => {
    expect(
      forgotErrorMessage(
        answer(400, {
          detail: 'Los datos enviados no son válidos.',
          errors: [{ field: 'email', message: 'Por favor ingresa un correo electrónico válido.' }],
        }),
      ),
    ).toBe('Por favor ingresa un correo electrónico válido.');
  });

  it('otherwise shows the server’s message, or the fallback', () => {
    expect(forgotErrorMessage(answer(429, { detail: 'Demasiadas solicitudes.' }))).toBe(
      'Demasiadas solicitudes.',
    );
    expect(forgotErrorMessage(new Error('x'))).toBe(
      'Ha ocurrido un error. Por favor, inténtalo de nuevo más tarde.',
    );
  });
});

describe('resetFailure', () => {
  it('puts the password fields’ messages on their fields, with no banner', () => {
    expect(
      resetFailure(
        answer(400, {
          detail: 'Los datos enviados no son válidos.',
          errors: [
            { field: 'password', message: 'La contraseña debe tener al menos 8 caracteres' },
            { field: 'password2', msg: 'Las contraseñas no coinciden' },
          ],
        }),
      ),
    ).toEqual({
      banner: null,
      fieldMessages: {
        password: 'La contraseña debe tener al menos 8 caracteres',
        password2: 'Las contraseñas no coinciden',
      },
    });
  });

  it('shows a refused token above the form', () => {
    const invalidLink =
      'El enlace de restablecimiento no es válido o ha expirado. Por favor, solicita un nuevo enlace.';
    expect(
      resetFailure(
        answer(400, {
          detail: 'Los datos enviados no son válidos.',
          errors: [{ field: 'token', message: invalidLink }],
        }),
      ),
    ).toEqual({ banner: invalidLink, fieldMessages: {} });
    expect(resetFailure(answer(400, { detail: invalidLink }))).toEqual({
      banner: invalidLink,
      fieldMessages: {},
    });
  });

  it('falls back to the spec’s messages', () => {
    expect(resetFailure(answer(500, {})).banner).toBe('Error');
    expect(resetFailure(new ApiError(500, ' ')).banner).toBe(
      'Ha ocurrido un error al restablecer la contraseña.',
    );
    expect(resetFailure(new Error('x')).banner).toBe(
      'No pudimos procesar tu solicitud. Por favor, inténtalo de nuevo más tarde.',
    );
  });
});
