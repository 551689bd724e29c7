export const dangerZoneMessages = {
  title: 'Zona de peligro',
  text: 'Al eliminar tu cuenta se borran tu perfil y tus datos de forma permanente. Esta acción no se puede deshacer.',
  action: 'Eliminar cuenta',
  confirmTitle: '¿Eliminar tu cuenta?',
  confirmDescription:
    'Esta acción no se puede deshacer. Tu cuenta, tu perfil y tus datos se eliminarán de forma permanente.',
  confirm: 'Sí, eliminar mi cuenta',
  deleting: 'Eliminando cuenta...',
};
