import type { User } from '@pupitre/data';

/** 'Nombre Apellido'; the first name already defaults to 'Usuario' (accounts-admin §3). */
export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** accounts-admin §2: 'Estudiante' for a user, 'Administrador' for a superuser. */
export function roleLabel(isSuperuser: boolean): 'Administrador' | 'Estudiante' {
  return isSuperuser ? 'Administrador' : 'Estudiante';
}
