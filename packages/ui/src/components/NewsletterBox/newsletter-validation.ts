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

/** The app's email rule: true when an address (already trimmed) has an acceptable shape. */
export type EmailRule = (email: string) => boolean;

/** The Spanish problem with an email address under the app's rule, or null when it can be submitted. */
export function validateNewsletterEmail(email: string, isValidEmail: EmailRule): string | null {
  const value = email.trim();
  if (!value) return newsletterCopy.required;
  return isValidEmail(value) ? null : newsletterCopy.invalid;
}
