import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';

describe('ApiError', () => {
  it('carries status, detail and sqlMessage from an error body', () => {
    const error = ApiError.fromBody(500, { detail: 'Falló', sqlMessage: 'Data too long for column' }, 'x');
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(500);
    expect(error.detail).toBe('Falló');
    expect(error.message).toBe('Falló');
    expect(error.sqlMessage).toBe('Data too long for column');
  });

  it('uses the fallback when the body has no detail', () => {
    expect(ApiError.fromBody(404, 'Not Found', 'Error al obtener la publicación').detail).toBe(
      'Error al obtener la publicación',
    );
  });

  it('has the Spanish network message with status 0', () => {
    const error = ApiError.network();
    expect(error.status).toBe(0);
    expect(error.detail).toBe('No se pudo conectar con el servidor. Verifica tu conexión a internet.');
  });
});

describe('the field errors of an answer', () => {
  it('reads errors[].field with message, or msg when message is missing', () => {
    const error = ApiError.fromBody(
      400,
      {
        detail: 'Error en el registro',
        errors: [
          { field: 'username', message: 'Este nombre de usuario ya está en uso', msg: 'otro' },
          { field: 'password2', msg: 'Las contraseñas no coinciden' },
        ],
      },
      'x',
    );
    expect(error.fieldErrors).toEqual([
      { field: 'username', message: 'Este nombre de usuario ya está en uso' },
      { field: 'password2', message: 'Las contraseñas no coinciden' },
    ]);
    expect(error.messageFor('password2')).toBe('Las contraseñas no coinciden');
    expect(error.messageFor('email')).toBeUndefined();
  });

  it('skips entries without a field or a message, and bodies without errors', () => {
    const error = ApiError.fromBody(
      400,
      { errors: [{ msg: 'sin campo' }, { field: 'email' }, 'texto'] },
      'x',
    );
    expect(error.fieldErrors).toEqual([]);
    expect(ApiError.fromBody(409, 'Conflict', 'x').fieldErrors).toEqual([]);
    expect(ApiError.network().fieldErrors).toEqual([]);
  });
});
