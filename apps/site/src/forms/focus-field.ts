/**
 * Brings a form control into view and focuses it (the pre-submit availability conflict of
 * accounts-admin §8). Smooth scrolling only when the reader has not asked for reduced motion.
 */
export function scrollToField(form: HTMLFormElement | null, name: string): void {
  const control = form?.elements.namedItem(name);
  if (!(control instanceof HTMLElement)) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  control.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
  control.focus({ preventScroll: true });
}
