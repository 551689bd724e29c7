export const headerMessages = {
  navLabel: 'Principal',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  profileMenu: 'Menú de perfil',
  roleAdmin: 'Administrador',
  roleUser: 'Usuario',
  logout: 'Cerrar Sesión',
  logoutTitle: 'Confirmar cierre de sesión',
  logoutConfirm: 'Sí, cerrar sesión',
};
