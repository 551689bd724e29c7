import { describe, expect, it } from 'vitest';
import { fullName, roleLabel } from './profile-view';

describe('fullName', () => {
  it('joins the first and last name', () => {
    expect(fullName({ firstName: 'Ana', lastName: 'Pérez' })).toBe('Ana Pérez');
  });

  it('given no last name › answers the first name alone, without a trailing space', () => {
    expect(fullName({ firstName: 'Usuario', lastName: '' })).toBe('Usuario');
  });
});

describe('roleLabel', () => {
  it("says 'Administrador' for a superuser and 'Estudiante' otherwise", () => {
    expect(roleLabel(true)).toBe('Administrador');
    expect(roleLabel(false)).toBe('Estudiante');
  });
});
