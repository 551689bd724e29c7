/** Spanish copy of the newsletter box (reading-area §2, §5, §8). */
export const newsletterCopy = {
  title: 'Suscríbete al newsletter',
  emailLabel: 'Correo electrónico',
  emailPlaceholder: 'tu@correo.com',
  submit: 'Suscribirme',
  submitting: 'Suscribiendo...',
  success: '¡Gracias por suscribirte! Recibirás nuestros artículos en tu correo.',
  error: 'No se pudo completar la suscripción. Intenta de nuevo más tarde.',
  required: 'El correo electrónico es requerido',
  invalid: 'Ingresa un correo electrónico válido',
} as const;

// Deliberately simple: one @, something on each side and a dot in the domain. The same in every browser.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The Spanish problem with an email address, or null when it can be submitted. */
export function validateNewsletterEmail(email: string): string | null {
  const value = email.trim();
  if (!value) return newsletterCopy.required;
  return EMAIL_PATTERN.test(value) ? null : newsletterCopy.invalid;
}
