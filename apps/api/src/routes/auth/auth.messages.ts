export const authMessages = {
  invalidCredentials: 'Credenciales inválidas',
  invalidRefresh: 'Token de refresco inválido',
  usernameAvailable: 'Nombre de usuario disponible',
  emailAvailable: 'Correo electrónico disponible',
  accountDeleted: 'Tu cuenta ha sido eliminada exitosamente.',
  lastSuperuser: 'No puedes eliminar la única cuenta de administrador.',
  resetEmailSent: 'Te enviamos un correo con las instrucciones para restablecer tu contraseña.',
  passwordChanged: 'Tu contraseña se restableció correctamente.',
  registrationError: 'Error en el registro',
  loggedOut: 'Sesión cerrada.',
} as const;
