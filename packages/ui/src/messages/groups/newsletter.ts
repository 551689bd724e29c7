export const newsletterMessages = {
  title: 'Suscríbete al newsletter',
  emailLabel: 'Correo electrónico',
  emailPlaceholder: 'tu@correo.com',
  submit: 'Suscribirme',
  submitting: 'Suscribiendo...',
  success: '¡Gracias por suscribirte! Recibirás nuestros artículos en tu correo.',
  checkInbox: 'Revisa tu bandeja de entrada y confirma tu suscripción con el enlace que te enviamos.',
  error: 'No se pudo completar la suscripción. Intenta de nuevo más tarde.',
  required: 'El correo electrónico es requerido',
  invalid: 'Ingresa un correo electrónico válido',
};
