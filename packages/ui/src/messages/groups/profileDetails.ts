export const profileDetailsMessages = {
  title: 'Información de la cuenta',
  email: 'Correo electrónico',
  noEmail: 'Sin correo registrado',
  role: 'Rol',
  memberSince: 'Miembro desde',
};
